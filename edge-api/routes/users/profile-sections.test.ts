import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';

let db: TestDatabase;
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const api = () => createTestApp(db.sql, { clock });

/** A fresh member, signed in: each test edits a profile of its own. */
async function member(fullName = 'Asha Rao') {
  const m = await insertMember(db.sql, { fullName });
  const login = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  const auth = { authorization: `Bearer ${login.json.token}` };
  const call = (method: string, path: string, body?: unknown) => api().call(method, path, body, auth);
  return { id: login.json._id as string, auth, call, profile: async () => (await call('GET', '/api/users/profile')).json };
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

const infosys = { companyName: 'Infosys', position: 'Engineer', duration: '2 years', location: 'Pune', previousCompany: [] };

describe('job history: addUserJobInfo and updateJobInfo', () => {
  it('adds once, then updates only the fields sent; emptied, it can be added again', async () => {
    const me = await member();
    expect((await me.call('POST', '/api/users/addUserJobInfo', { position: 'Engineer' })).json.message).toBe('Enter the company name');

    const added = await me.call('POST', '/api/users/addUserJobInfo', infosys);
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({ message: 'Updated successfully!', profile: { jobId: infosys } });

    const again = await me.call('POST', '/api/users/addUserJobInfo', { ...infosys, companyName: 'TCS' });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'Your job information is already saved. Edit it instead.', code: 'already_exists' });

    const previous = [{ companyName: 'Wipro', position: 'Intern', duration: '6 months' }];
    expect((await me.call('PUT', '/api/users/updateJobInfo', { position: 'Senior Engineer', previousCompany: previous })).status).toBe(200);
    expect((await me.profile()).jobId).toEqual({ ...infosys, position: 'Senior Engineer', previousCompany: previous });

    const emptied = { companyName: '', position: '', duration: '', location: '', previousCompany: [] };
    expect((await me.call('PUT', '/api/users/updateJobInfo', emptied)).status).toBe(200);
    expect((await me.call('POST', '/api/users/addUserJobInfo', infosys)).status).toBe(200);
  });

  it('bounds every text and the previous jobs, with the field named', async () => {
    const me = await member();
    const cases: [unknown, string, string][] = [
      [{ ...infosys, companyName: 'x'.repeat(101) }, 'companyName', 'Company name must be at most 100 characters'],
      [{ ...infosys, location: 42 }, 'location', 'Location must be text'],
      [{ ...infosys, position: 'Lead\u0000' }, 'position', NUL_MESSAGE],
      [{ ...infosys, previousCompany: [{ position: 'Intern' }] }, 'previousCompany.0.companyName', 'Enter the company name'],
      [{ ...infosys, previousCompany: Array.from({ length: 21 }, () => ({ companyName: 'Wipro' })) }, 'previousCompany', 'List at most 20 previous jobs'],
      [{ ...infosys, previousCompany: 'Wipro' }, 'previousCompany', 'Must be a list'],
    ];
    for (const [body, path, message] of cases) {
      const res = await me.call('POST', '/api/users/addUserJobInfo', body);
      expect([res.status, res.json.issues?.[0]]).toEqual([400, { path, message }]);
    }
    expect((await me.profile()).jobId.companyName).toBe('');
  });
});

describe('skills: addUserSkills and updateSkills', () => {
  it('takes comma-separated text or lists, trimmed and without repeats; an update keeps the list not sent', async () => {
    const me = await member();
    expect((await me.call('POST', '/api/users/addUserSkills', { technicalSkill: ' , ' })).json.message).toBe('Enter at least one skill');
    const added = await me.call('POST', '/api/users/addUserSkills', { technicalSkill: 'React,  SQL , react,', nonTechnicalSkill: ['Public speaking '] });
    expect(added.json.profile.skillId).toEqual({ technicalSkill: ['React', 'SQL'], nonTechnicalSkill: ['Public speaking'] });
    expect((await me.call('POST', '/api/users/addUserSkills', { technicalSkill: 'Go' })).status).toBe(409);

    await me.call('PUT', '/api/users/updateSkills', { technicalSkill: 'Go, Rust' });
    expect((await me.profile()).skillId).toEqual({ technicalSkill: ['Go', 'Rust'], nonTechnicalSkill: ['Public speaking'] });
  });

  it('refuses more than 50 skills in a list and a skill over 50 characters', async () => {
    const me = await member();
    const many = Array.from({ length: 51 }, (_, i) => `skill${i}`).join(',');
    expect((await me.call('PUT', '/api/users/updateSkills', { technicalSkill: many })).json.message).toBe('List at most 50 technical skills');
    expect((await me.call('PUT', '/api/users/updateSkills', { nonTechnicalSkill: ['x'.repeat(51)] })).json.message).toBe(
      'Each skill must be at most 50 characters',
    );
  });
});

describe('achievements and extracurriculars', () => {
  const prize = { title: 'Smart India Hackathon winner', description: 'Built a crop-price tracker.', date: '2024-03-10' };
  const nss = { activity: 'NSS volunteer', description: 'Village literacy drive.', duration: '2 years' };

  it('addExtraInfo creates the record; the updates replace one list and keep the other', async () => {
    const me = await member();
    expect((await me.call('POST', '/api/users/addExtraInfo', {})).json.message).toBe('Add an achievement or an activity');
    expect((await me.call('POST', '/api/users/addExtraInfo', { achievements: [prize] })).status).toBe(200);
    expect((await me.call('POST', '/api/users/addExtraInfo', { extracurriculars: [nss] })).status).toBe(409);

    expect((await me.call('PUT', '/api/users/updateExtracarricular', { extracurriculars: [nss] })).status).toBe(200);
    const edited = { ...prize, title: 'SIH 2024 winner', date: '2024-03-10T00:00:00.000Z' };
    expect((await me.call('PUT', '/api/users/updateAchievement', { achievements: [edited] })).status).toBe(200);
    expect((await me.profile()).extraId).toEqual({ achievements: [{ ...edited, date: '2024-03-10' }], extracurriculars: [nss] });

    // Removing an item is sending the list without it; a missing list never wipes the stored one.
    expect((await me.call('PUT', '/api/users/updateAchievement', {})).status).toBe(400);
    expect((await me.call('PUT', '/api/users/updateAchievement', { achievements: [] })).status).toBe(200);
    expect((await me.profile()).extraId).toEqual({ achievements: [], extracurriculars: [nss] });
  });

  it('refuses a date in the future, an impossible date and a 31st achievement', async () => {
    const me = await member();
    const future = await me.call('PUT', '/api/users/updateAchievement', { achievements: [prize, { ...prize, date: '2026-11-23' }] });
    expect([future.status, future.json.issues]).toEqual([400, [{ path: 'achievements.1.date', message: 'The date cannot be in the future' }]]);
    expect((await me.call('PUT', '/api/users/updateAchievement', { achievements: [{ ...prize, date: '2024-02-30' }] })).json.message).toBe('Enter a valid date');
    const many = Array.from({ length: 31 }, () => prize);
    expect((await me.call('PUT', '/api/users/updateAchievement', { achievements: many })).json.message).toBe('List at most 30 achievements');
    expect((await me.call('PUT', '/api/users/updateAchievement', { achievements: [{ ...prize, date: '2026-11-22' }] })).status).toBe(200);
  });
});

describe('through sync push and pull', () => {
  it("a push edits only the pusher's profile; each member pulls their own profile, not another's", async () => {
    const asha = await member('Asha Rao');
    const vikram = await member('Vikram Das');
    const clientId = randomUUID();
    const push = (mutations: unknown[]) => asha.call('POST', '/api/sync/push', { clientId, mutations });
    const first = await push([
      { id: 1, name: 'addUserSkills', args: { technicalSkill: 'Kotlin' } },
      { id: 2, name: 'addUserJobInfo', args: infosys },
      { id: 3, name: 'addUserJobInfo', args: { ...infosys, companyName: 'TCS' } },
    ]);
    expect(first.json.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
      { id: 3, status: 'rejected', code: 'already_exists', message: 'Your job information is already saved. Edit it instead.' },
    ]);
    expect((await asha.profile()).skillId.technicalSkill).toEqual(['Kotlin']);
    expect((await vikram.profile()).skillId.technicalSkill).toEqual([]);

    const ashaPull = (await asha.call('GET', '/api/sync/pull?cursor=0')).json;
    expect(ashaPull.changes.profile).toMatchObject([{ _id: asha.id, jobId: { companyName: 'Infosys' }, skillId: { technicalSkill: ['Kotlin'] } }]);
    const vikramPull = (await vikram.call('GET', '/api/sync/pull?cursor=0')).json;
    expect(vikramPull.changes.profile.map((p: { _id: string }) => p._id)).toEqual([vikram.id]);
  });
});

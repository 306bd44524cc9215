import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jobArgs } from '../test/jobs.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

const fx = useSyncFixture();
const { push } = fx;
const api = () => fx.api();
const jobCount = (id: string) => fx.count('jobs', id);

describe('sync push', () => {
  it('applies mutations in order and answers a replay (lost response) the same way, without duplicates', async () => {
    const clientId = randomUUID();
    const [j1, j2] = [jobArgs({ title: 'Data Analyst' }), jobArgs({ title: 'Backend Engineer' })];
    const mutations = [
      { id: 1, name: 'createJob', args: j1 },
      { id: 2, name: 'createJob', args: j2 },
    ];
    const first = await push('a', clientId, mutations);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ lastMutationId: 2, results: [{ id: 1, status: 'applied' }, { id: 2, status: 'applied' }] });
    const replay = await push('a', clientId, mutations);
    expect(replay.json).toEqual(first.json);
    expect(await jobCount(j1.id)).toBe(1);
    expect(await jobCount(j2.id)).toBe(1);
  });

  it('records a rejected mutation, advances past it and applies the next one', async () => {
    const clientId = randomUUID();
    const late = jobArgs({ application_deadline: '2026-11-01' });
    const fine = jobArgs();
    const res = await push('a', clientId, [
      { id: 1, name: 'createJob', args: late },
      { id: 2, name: 'createJob', args: { ...jobArgs(), title: 'QA' } },
      { id: 3, name: 'noSuchThing', args: {} },
      { id: 4, name: 'createJob', args: fine },
    ]);
    expect(res.json).toEqual({
      lastMutationId: 4,
      results: [
        { id: 1, status: 'rejected', code: 'deadline_passed', message: 'The application deadline has already passed' },
        { id: 2, status: 'rejected', code: 'invalid', message: 'Enter the Title' },
        { id: 3, status: 'rejected', code: 'unknown_mutation', message: "Unknown mutation 'noSuchThing'" },
        { id: 4, status: 'applied' },
      ],
    });
    expect(await jobCount(late.id)).toBe(0);
    expect(await jobCount(fine.id)).toBe(1);
    const again = await push('a', clientId, [{ id: 1, name: 'createJob', args: late }]);
    expect(again.json.results).toEqual([res.json.results[0]]);
  });

  it('refuses a gap in mutation ids with 409 and the expected id, applying nothing', async () => {
    const clientId = randomUUID();
    await push('a', clientId, [{ id: 1, name: 'createJob', args: jobArgs() }]);
    const skipped = jobArgs();
    const gap = await push('a', clientId, [{ id: 3, name: 'createJob', args: skipped }]);
    expect(gap.status).toBe(409);
    expect(gap.json).toMatchObject({ code: 'mutation_gap', expected: 2 });
    expect(await jobCount(skipped.id)).toBe(0);
  });

  it("refuses a client id that belongs to another member with 403", async () => {
    const clientId = randomUUID();
    await push('a', clientId, [{ id: 1, name: 'createJob', args: jobArgs() }]);
    const stolen = jobArgs();
    const res = await push('b', clientId, [{ id: 2, name: 'createJob', args: stolen }]);
    expect(res.status).toBe(403);
    expect(await jobCount(stolen.id)).toBe(0);
  });

  it('rejects a job post from an admin: only members post jobs', async () => {
    const res = await push('admin', randomUUID(), [{ id: 1, name: 'createJob', args: jobArgs() }]);
    expect(res.json.results).toEqual([{ id: 1, status: 'rejected', code: 'forbidden', message: 'You do not have access to this' }]);
  });

  it('validates the envelope', async () => {
    const { call } = api();
    const res = await call('POST', '/api/sync/push', { clientId: 'x', mutations: [] }, fx.auth.a);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('clientId must be a UUID');
  });
});

describe('sync pull', () => {
  it('pages 1,200 changed jobs in pages of 500 and the client set equals the server set', async () => {
    await fx.db.sql`
      insert into jobs (id, title, company_name, location, job_type, salary_range, year_of_experience, description,
        requirements, apply_link, contact_email, contact_phone, application_deadline)
      select gen_random_uuid(), 'Job ' || g, 'Company ' || g, 'Pune', 'Full-time', '100000-200000', 'fresher',
        'A job made for the paging test.', '["SQL"]', 'https://example.com/' || g, 'hr@example.com', '9876543210', '2027-01-31'
      from generate_series(1, 1200) g`;
    const { call } = api();
    const seen = new Map<string, unknown>();
    let cursor = 0;
    const pageSizes: number[] = [];
    let ownId: string | undefined;
    for (;;) {
      const res = await call('GET', `/api/sync/pull?cursor=${cursor}`, undefined, fx.auth.b);
      expect(res.status).toBe(200);
      // A page holds rows of every table (the member's own profile among them).
      pageSizes.push((Object.values(res.json.changes) as unknown[][]).flat().length + res.json.deleted.length);
      for (const job of res.json.changes.jobs) seen.set(job._id, job);
      ownId ??= res.json.changes.profile[0]?._id;
      expect(res.json.cursor).toBeGreaterThanOrEqual(cursor);
      cursor = res.json.cursor;
      if (!res.json.more) break;
    }
    const server = await fx.db.sql`select id from jobs where deleted_at is null`;
    expect(new Set(seen.keys())).toEqual(new Set(server.map((r) => r.id)));
    expect(pageSizes.slice(0, 2)).toEqual([500, 500]);
    const [batch] = await fx.db.sql<{ n: number }[]>`
      select count(*)::int as n from users u join college_data c on c.id = u.roster_id
      where u.role = 'member' and c.batch = (select c2.batch from users u2 join college_data c2 on c2.id = u2.roster_id where u2.id = ${ownId!})`;
    // The jobs, the own profile, and the own batch's cards (the member's among them).
    expect(pageSizes.reduce((a, b) => a + b, 0)).toBe(server.length + 1 + batch!.n);

    const next = await call('GET', `/api/sync/pull?cursor=${cursor}`, undefined, fx.auth.b);
    expect(next.json).toEqual({
      epoch: expect.stringMatching(/^[0-9a-f-]{36}$/),
      cursor,
      more: false,
      changes: { jobs: [], questions: [], answers: [], comments: [], votes: [], profile: [], classmates: [], connections: [], events: [], rsvps: [], eventGuests: [], notifications: [], jobAlerts: [], conversations: [], messages: [], announcements: [], albums: [], photos: [], mentors: [], mentorRequests: [], mentorships: [], mentorshipMilestones: [], mentorshipSessions: [], mentorshipNotes: [] },
      deleted: [],
    });
  });

  it('sends a tombstone for a deleted job', async () => {
    const { call } = api();
    const [{ start }] = (await fx.db.sql`select max(version)::int as start from jobs`) as unknown as [{ start: number }];
    const [victim] = await fx.db.sql`select id from jobs where deleted_at is null limit 1`;
    await fx.db.sql`update jobs set deleted_at = now() where id = ${victim!.id}`;
    const res = await call('GET', `/api/sync/pull?cursor=${start}`, undefined, fx.auth.a);
    expect(res.json.deleted).toEqual([{ table: 'jobs', id: victim!.id }]);
  });

  it('needs a signed-in user', async () => {
    expect((await api().call('GET', '/api/sync/pull')).status).toBe(401);
  });
});

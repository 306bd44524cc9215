import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createTestApp, manualClock } from '../test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from '../test/people.ts';
import { validJob } from '../test/jobs.ts';

let db: TestDatabase;
let memberAuth: Record<string, string>;
let adminAuth: Record<string, string>;
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const api = () => createTestApp(db.sql, { clock });

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  const member = await insertMember(db.sql);
  const { call } = api();
  const m = await call('POST', '/api/users/auth', { rollNumberOrEmail: member.rollNumber, password: MEMBER_PASSWORD });
  memberAuth = { authorization: `Bearer ${m.json.token}` };
  const a = await call('POST', '/api/users/auth', { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' });
  adminAuth = { authorization: `Bearer ${a.json.token}` };
});
afterAll(() => db?.close());

describe('jobs API', () => {
  it('a member posts a job; members see it in full, visitors see the card without contact details', async () => {
    const { call } = api();
    const posted = await call('POST', '/api/jobDetail', validJob(), memberAuth);
    expect(posted.status).toBe(201);
    expect(posted.json.message).toBe('Job created successfully!');
    const job = posted.json.job;
    expect(job).toMatchObject({
      title: 'Frontend Engineer',
      companyName: 'Infosys',
      requirements: ['React', 'TypeScript', 'Testing'],
      salary: { range: '800000-1200000', currency: 'INR' },
      application_deadline: '2026-12-31',
      createdAt: '2026-11-22T09:00:00.000Z',
      status: 'active',
    });

    const detail = await call('GET', `/api/jobDetail/${job._id}`, undefined, memberAuth);
    expect(detail.json).toEqual(job);
    const asMember = await call('GET', '/api/jobDetail', undefined, memberAuth);
    expect(asMember.json.find((j: { _id: string }) => j._id === job._id)).toEqual(job);

    const asVisitor = await call('GET', '/api/jobDetail');
    const card = asVisitor.json.find((j: { _id: string }) => j._id === job._id);
    expect(card.title).toBe('Frontend Engineer');
    expect(card).not.toHaveProperty('contact_email');
    expect(card).not.toHaveProperty('contact_phone');
    expect(asVisitor.text).not.toContain('hr@example.com');
    expect((await call('GET', `/api/jobDetail/${job._id}`)).status).toBe(401);
  });

  it.each([
    [{ title: 'QA' }, 'Enter the Title'],
    [{ companyName: '' }, 'Enter Company Name'],
    [{ description: 'Too short' }, 'Enter the discription'],
    [{ requirements: ' , ' }, 'Requirements are '],
    [{ salary: { range: '10k-20k', currency: 'INR' } }, 'Salary range must be in format: 10000-20000'],
    [{ applyLink: 'javascript:alert(1)' }, 'Enter valid Applylink'],
    [{ contact_email: 'hr@' }, 'Invalid Email'],
    [{ contact_phone: '12345' }, 'Enter Phone No.'],
    [{ location: '' }, 'Enter Location'],
    [{ application_deadline: '2026-11-21' }, 'The application deadline has already passed'],
  ])('refuses %j with 400 "%s" and stores nothing', async (over, message) => {
    const { call } = api();
    const before = await db.sql`select count(*)::int as n from jobs`;
    const res = await call('POST', '/api/jobDetail', validJob(over), memberAuth);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await db.sql`select count(*)::int as n from jobs`).toEqual(before);
  });

  it('accepts a deadline of today by server time', async () => {
    const { call } = api();
    expect((await call('POST', '/api/jobDetail', validJob({ application_deadline: '2026-11-22' }), memberAuth)).status).toBe(201);
  });

  it('lets only members post jobs', async () => {
    const { call } = api();
    expect((await call('POST', '/api/jobDetail', validJob(), adminAuth)).status).toBe(403);
    expect((await call('POST', '/api/jobDetail', validJob())).status).toBe(401);
  });

  it('answers 404 for a job that does not exist', async () => {
    const { call } = api();
    const res = await call('GET', '/api/jobDetail/00000000-0000-4000-8000-000000000000', undefined, memberAuth);
    expect(res.status).toBe(404);
    expect((await call('GET', '/api/jobDetail/not-a-uuid', undefined, memberAuth)).status).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { validJob } from '../test/jobs.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

const fx = useSyncFixture();
const api = () => fx.api();
const memberAuth = fx.auth.a;
const adminAuth = fx.auth.admin;

describe('jobs API', () => {
  it("refuses a job posted with another member's job id with 409, and changes nothing", async () => {
    const { call } = api();
    const mine = await call('POST', '/api/jobDetail', validJob({ title: 'Original post' }), fx.auth.a);
    const taken = await call('POST', '/api/jobDetail', { ...validJob({ title: 'Taken over' }), id: mine.json.job._id }, fx.auth.b);
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ message: 'A job with this id already exists', code: 'id_taken' });
    const [row] = await fx.db.sql`select title, posted_by from jobs where id = ${mine.json.job._id}`;
    expect(row).toEqual({ title: 'Original post', posted_by: fx.userId.a });
    const again = await call('POST', '/api/jobDetail', { ...validJob({ title: 'Original post' }), id: mine.json.job._id }, fx.auth.a);
    expect(again.status).toBe(201); // the member's own retry of the same post
  });

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
    const before = await fx.db.sql`select count(*)::int as n from jobs`;
    const res = await call('POST', '/api/jobDetail', validJob(over), memberAuth);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await fx.db.sql`select count(*)::int as n from jobs`).toEqual(before);
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

  it('answers 404 for a job that does not exist, whatever its id looks like', async () => {
    const { call } = api();
    const res = await call('GET', '/api/jobDetail/00000000-0000-4000-8000-000000000000', undefined, memberAuth);
    expect(res.status).toBe(404);
    expect((await call('GET', '/api/jobDetail/not-a-uuid', undefined, memberAuth)).json).toEqual({ message: 'Job not found', code: 'not_found' });
  });
});

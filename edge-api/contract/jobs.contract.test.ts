import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { validJob } from '#api/test/jobs.ts';
import { shapeProblems } from './shape.ts';
import { errorReply, job } from './spec-shapes.ts';
import { failedCalls, signIn, useContractApi } from './spec-client.ts';

// Spec section 7, Jobs, under /api/jobDetail: "body is the job fields with requirements as a list".
const fx = useContractApi();
let auth: Record<string, string>;

beforeAll(async () => {
  const member = await insertMember(fx.db.sql, { fullName: 'Asha Rao' });
  auth = (await signIn(fx.api().call, member.rollNumber, MEMBER_PASSWORD)).auth;
});

/** The create-job form's body: the validated fields, requirements split into a list. */
const specJob = (title: string, over: Record<string, unknown> = {}) => ({
  ...validJob({ title, ...over }),
  requirements: ['React', 'TypeScript', 'Testing'],
});

/** Posts a job and finds it in the list by its (unique) title, as the list screen would show it. */
async function postAndFind(title: string, over: Record<string, unknown> = {}) {
  const { call } = fx.api();
  const posted = await call('POST', '/api/jobDetail', specJob(title, over), auth);
  const list = await call('GET', '/api/jobDetail', undefined, auth);
  const found = Array.isArray(list.json) ? list.json.find((j: { title?: unknown }) => j.title === title) : undefined;
  return { posted, list, found: found as Record<string, unknown> | undefined };
}

describe('POST /api/jobDetail and GET /api/jobDetail', () => {
  it('takes the spec body and lists the job with every Job field', async () => {
    const title = `Frontend Engineer ${randomUUID().slice(0, 8)}`;
    const { posted, list, found } = await postAndFind(title);
    expect(failedCalls([{ what: 'POST /api/jobDetail', reply: posted }])).toEqual([]);
    expect(list.status, list.text).toBe(200);
    expect(shapeProblems(list.json, [job])).toEqual([]);
    expect(found).toBeDefined();
    expect(found).toMatchObject({ requirements: ['React', 'TypeScript', 'Testing'], salary: { range: '800000-1200000', currency: 'INR' } });
    expect(found!.application_deadline).toMatch(/^2026-12-31/);
  });

  it('takes the deadline as an ISO date-time too, and reads it back as that day', async () => {
    const title = `Data Engineer ${randomUUID().slice(0, 8)}`;
    const { posted, found } = await postAndFind(title, { application_deadline: '2026-12-31T00:00:00.000Z' });
    expect(failedCalls([{ what: 'POST /api/jobDetail', reply: posted }])).toEqual([]);
    expect(found?.application_deadline).toMatch(/^2026-12-31/);
  });
});

describe('GET /api/jobDetail/{jobId}', () => {
  it('answers one job with every Job field', async () => {
    const title = `Site Reliability Engineer ${randomUUID().slice(0, 8)}`;
    const { found } = await postAndFind(title);
    expect(found).toBeDefined();
    const res = await fx.api().call('GET', `/api/jobDetail/${String(found!._id)}`, undefined, auth);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, job)).toEqual([]);
    expect(res.json.title).toBe(title);
  });

  it('answers 404 with a message for an unknown uuid', async () => {
    const res = await fx.api().call('GET', `/api/jobDetail/${randomUUID()}`, undefined, auth);
    expect(res.status, res.text).toBe(404);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
  });

  it('answers 404 with a message for an id that is not a uuid', async () => {
    const res = await fx.api().call('GET', '/api/jobDetail/not-an-id', undefined, auth);
    expect(res.status, res.text).toBe(404);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
  });
});

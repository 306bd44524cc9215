import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { validJob } from '#api/test/jobs.ts';
import { shapeProblems } from './shape.ts';
import { errorReply, memberLogin, messageReply, otherProfile, ownProfile } from './spec-shapes.ts';
import { failedCalls, signIn, specLogin, useContractApi } from './spec-client.ts';

// Spec section 7, Users (login, profiles, logout). The signup calls are in signup.contract.test.ts.
const fx = useContractApi();
type Session = Awaited<ReturnType<typeof signIn>>;
let asha: Awaited<ReturnType<typeof insertMember>>;
let vikram: Awaited<ReturnType<typeof insertMember>>;
let ashaSession: Session;

beforeAll(async () => {
  asha = await insertMember(fx.db.sql, { fullName: 'Asha Rao' });
  vikram = await insertMember(fx.db.sql, { fullName: 'Vikram Das' });
  ashaSession = await signIn(fx.api().call, asha.rollNumber, MEMBER_PASSWORD);
});

describe('POST /api/users/auth', () => {
  it('takes a roll number sent as a number and answers message, token, role and the session user', async () => {
    const res = await specLogin(fx.api().call, asha.rollNumber, MEMBER_PASSWORD);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, memberLogin)).toEqual([]);
    expect(res.json.role).toBe('Student / Alumni');
    expect(res.json.rollNumber).toBe(Number(asha.rollNumber));
  });

  it('takes an e-mail as a string', async () => {
    const res = await specLogin(fx.api().call, asha.email, MEMBER_PASSWORD);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, memberLogin)).toEqual([]);
  });
});

describe('GET /api/users/profile', () => {
  it('answers the profile object itself, with every User profile field', async () => {
    const res = await fx.api().call('GET', '/api/users/profile', undefined, ashaSession.auth);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, ownProfile)).toEqual([]);
    expect(res.json._id).toBe(ashaSession.login._id);
  });

  it('counts in analyticsId the jobs, questions and answers the member posted', async () => {
    const nisha = await insertMember(fx.db.sql, { fullName: 'Nisha Iyer' });
    const me = await signIn(fx.api().call, nisha.rollNumber, MEMBER_PASSWORD);
    const other = await signIn(fx.api().call, vikram.rollNumber, MEMBER_PASSWORD);
    const { call } = fx.api();
    const posted = [];
    for (const title of ['Data Analyst', 'Backend Engineer']) {
      const body = { ...validJob({ title }), requirements: ['SQL', 'Python'] };
      posted.push({ what: `job ${title}`, reply: await call('POST', '/api/jobDetail', body, me.auth) });
    }
    const ask = (title: string, who: Session) => call('POST', '/api/query/question', { title, content: 'Choosing electives for next term.', category: 'Career' }, who.auth);
    posted.push({ what: 'own question', reply: await ask('Is a minor in economics worth it?', me) });
    const theirs = `Which electives help for data roles? ${randomUUID().slice(0, 8)}`;
    posted.push({ what: "other's question", reply: await ask(theirs, other) });
    const list = (await call('GET', '/api/query', undefined, other.auth)).json as { _id: string; title: string }[];
    const questionId = list.find((q) => q.title === theirs)!._id;
    for (const answer of ['Statistics first.', 'Databases, surely.', 'Machine learning, later on.']) {
      posted.push({ what: `answer ${answer}`, reply: await call('POST', `/api/query/${questionId}/answer`, { questionId, answer }, me.auth) });
    }
    expect(failedCalls(posted)).toEqual([]);

    const profile = await call('GET', '/api/users/profile', undefined, me.auth);
    expect(profile.json.analyticsId).toEqual({ Donation: 0, QueryAnswered: 3, jobPosted: 2, EventOrganised: 0, postMade: 1 });
  });
});

describe('GET /api/users/{id}', () => {
  it("answers another member's profile with every field, the e-mail hidden", async () => {
    // A client learns another member's id where the spec hands it out: an author's _id on a question.
    const { call } = fx.api();
    const title = `Where do alumni meet in Pune? ${randomUUID().slice(0, 8)}`;
    const vikramSession = await signIn(call, vikram.rollNumber, MEMBER_PASSWORD);
    const asked = await call('POST', '/api/query/question', { title, content: 'Looking for the next meetup.', category: 'General' }, vikramSession.auth);
    expect(asked.status, asked.text).toBe(201);
    const list = (await call('GET', '/api/query', undefined, ashaSession.auth)).json as { title: string; askedBy: { _id: string } }[];
    const id = list.find((q) => q.title === title)!.askedBy._id;
    const res = await call('GET', `/api/users/${id}`, undefined, ashaSession.auth);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, otherProfile)).toEqual([]);
    expect(res.json.fullName).toBe('Vikram Das');
  });

  it('answers 404 with a message for an unknown uuid', async () => {
    const res = await fx.api().call('GET', `/api/users/${randomUUID()}`, undefined, ashaSession.auth);
    expect(res.status, res.text).toBe(404);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
  });

  it('answers 404 not_found with a message for an id that is neither a uuid nor digits', async () => {
    const res = await fx.api().call('GET', '/api/users/not-an-id', undefined, ashaSession.auth);
    expect(res.status, res.text).toBe(404);
    expect(shapeProblems(res.json, errorReply)).toEqual([]);
    expect(res.json.code).toBe('not_found');
  });
});

describe.each(['/api/users/', '/api/users/profiles/'])('GET %s{rollNumber}', (base) => {
  it('answers a list of profiles with every field', async () => {
    const res = await fx.api().call('GET', `${base}${vikram.rollNumber}`, undefined, ashaSession.auth);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, [otherProfile])).toEqual([]);
    expect(res.json).toHaveLength(1);
    expect(res.json[0].rollNumber).toBe(Number(vikram.rollNumber));
  });

  it('answers an empty list when nobody has that roll number', async () => {
    const res = await fx.api().call('GET', `${base}999999999999`, undefined, ashaSession.auth);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual([]);
  });
});

describe('POST /api/users/logout', () => {
  it('answers a message', async () => {
    const { call } = fx.api();
    const session = await signIn(call, asha.rollNumber, MEMBER_PASSWORD);
    const res = await call('POST', '/api/users/logout', undefined, session.auth);
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, messageReply)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENTORSHIP_MESSAGES as M, OPEN_REQUESTS_MAX } from '#domain/mentorship/mentorship.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from '../test/people.ts';
import { createTestApp, manualClock } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

// Mentorship's rules through the REST API (issue 54), on Postgres and on PGlite: places taken one
// accept at a time, the open-request limit, expiry on the server's clock, pauses, suspensions and
// deletions, and what a card shows at each privacy level.

let db: TestDatabase;
const clock = manualClock(new Date('2026-12-01T09:00:00Z'));
// One app for the file: its mentor cards are kept between requests (mentor-card-cache.ts), so every
// check below also proves the kept cards follow the change before it.
let app: ReturnType<typeof createTestApp>;
const api = () => app;
type Member = { id: string; auth: Record<string, string>; rollNumber: string };

/** Signs in on this file's clock (a token is checked against it); again after the clock moves. */
async function signIn(rollNumberOrEmail: string, password: string, role?: string): Promise<Member> {
  const res = await api().call('POST', '/api/users/auth', { rollNumberOrEmail, password, ...(role ? { role } : {}) });
  return { id: res.json.user._id, auth: { authorization: `Bearer ${res.json.token}` }, rollNumber: rollNumberOrEmail };
}
async function signedInMember(over: Parameters<typeof insertMember>[1]) {
  return signIn((await insertMember(db.sql, over)).rollNumber, MEMBER_PASSWORD);
}
const again = (who: Member) => signIn(who.rollNumber, MEMBER_PASSWORD);

beforeAll(async () => {
  db = await createTestDatabase();
  app = createTestApp(db.sql, { clock });
  await insertAdmin(db.sql);
});
afterAll(() => db?.close());

const offer = (who: Member, body: Record<string, unknown> = {}) =>
  api().call('PUT', '/api/mentorship/offer', { topics: ['Interview preparation'], capacity: 3, note: 'Evenings work best.', ...body }, who.auth);
const ask = (who: Member, mentor: Member, goal = 'Prepare for placement interviews by March') =>
  api().call('POST', '/api/mentorship/requests', { mentorId: mentor.id, goal, topics: ['Interview preparation'] }, who.auth);
const answer = (who: Member, requestId: string, decision: 'accept' | 'decline', message = '') =>
  api().call('PUT', `/api/mentorship/requests/${requestId}`, { decision, message }, who.auth);
const mentorIds = async (who: Member, query = '') => ((await api().call('GET', `/api/mentorship/mentors${query}`, undefined, who.auth)).json as { userId: string }[]).map((c) => c.userId);
const alumnus = (over = {}) => signedInMember({ batch: '2015-2019', ...over });
const student = (over = {}) => signedInMember({ batch: '2024-2028', ...over });

describe('offers', () => {
  it('an alumnus offers, sees their own card, and a student is told mentoring is for alumni', async () => {
    const mentor = await alumnus();
    const res = await offer(mentor, { topics: ['Interview preparation', 'interview PREPARATION', 'Data science'] });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ message: M.offerSaved, offer: { userId: mentor.id, topics: ['Interview preparation', 'Data science'], capacity: 3, placesLeft: 3, paused: false } });
    const learner = await student();
    expect(await offer(learner)).toMatchObject({ status: 403, json: { message: M.studentsCannotMentor } });
  });

  it.each([
    [{ capacity: 0 }, 'Choose how many mentees at once, 1 to 10'],
    [{ capacity: 11 }, 'Choose how many mentees at once, 1 to 10'],
    [{ capacity: 2.5 }, 'Choose how many mentees at once, 1 to 10'],
    [{ capacity: '3' }, 'Choose how many mentees at once, 1 to 10'],
    [{ topics: [] }, 'Choose at least one topic you can help with'],
    [{ topics: ['x'] }, 'A topic is 2 to 40 characters'],
    [{ note: 'a\u0000b' }, 'Text must not contain the NUL character (U+0000)'],
  ])('refuses %o with a clear 400', async (body, message) => {
    expect(await offer(await alumnus(), body)).toMatchObject({ status: 400, json: { message } });
  });
});

describe('requests and places', () => {
  it('ten accepts at once for the last place make exactly one mentorship', async () => {
    const mentor = await alumnus();
    await offer(mentor, { capacity: 1 });
    const mentees = await Promise.all(Array.from({ length: 10 }, () => student()));
    const ids = [];
    for (const m of mentees) ids.push((await ask(m, mentor)).json.request._id as string);
    const answers = await Promise.all(ids.map((id) => answer(mentor, id, 'accept')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.json.message === M.noPlaces)).toBe(true);
    const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from mentorships where mentor_id = ${mentor.id} and status = 'active'`;
    expect(row?.n).toBe(1);
    const mine = (await api().call('GET', '/api/mentorship/mine', undefined, mentor.auth)).json;
    expect(mine.offer).toMatchObject({ active: 1, placesLeft: 0 });
    // Full, the mentor is still listed, last among equals, saying so.
    const cards = (await api().call('GET', '/api/mentorship/mentors', undefined, (await student()).auth)).json as { userId: string; reasons: string[] }[];
    expect(cards.find((c) => c.userId === mentor.id)?.reasons.at(-1)).toBe('No places free now');
  });

  it(`a mentee has at most ${OPEN_REQUESTS_MAX} requests waiting; withdrawing one frees a place`, async () => {
    const mentors = await Promise.all(Array.from({ length: OPEN_REQUESTS_MAX + 1 }, () => alumnus()));
    for (const m of mentors) await offer(m);
    const mentee = await student();
    const sent = [];
    for (const m of mentors.slice(0, OPEN_REQUESTS_MAX)) sent.push((await ask(mentee, m)).json.request._id as string);
    expect(await ask(mentee, mentors[0]!)).toMatchObject({ status: 409, json: { message: M.alreadyAsked } });
    expect(await ask(mentee, mentors.at(-1)!)).toMatchObject({ status: 409, json: { message: M.tooManyOpen } });
    const withdrawn = await api().call('POST', '/api/sync/push', { clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'withdrawMentorRequest', args: { requestId: sent[0] } }] }, mentee.auth);
    expect(withdrawn.json.results[0].status).toBe('applied');
    expect((await ask(mentee, mentors.at(-1)!)).status).toBe(201);
  });

  it('a request not answered in 14 days expires: the mentor cannot accept it and the mentee may ask again', async () => {
    let mentor = await alumnus();
    await offer(mentor);
    let mentee = await student();
    const requestId = (await ask(mentee, mentor)).json.request._id as string;
    clock.advance(14 * 86_400_000 - 60_000);
    [mentor, mentee] = [await again(mentor), await again(mentee)];
    expect((await api().call('GET', '/api/mentorship/mine', undefined, mentee.auth)).json.requests[0]).toMatchObject({ status: 'open' });
    clock.advance(120_000);
    expect(await answer(mentor, requestId, 'accept')).toMatchObject({ status: 409, json: { message: M.requestGone } });
    const askedAgain = await ask(mentee, mentor, 'Prepare for interviews again, by April');
    expect(askedAgain.status).toBe(201);
    const requests = (await api().call('GET', '/api/mentorship/mine', undefined, mentee.auth)).json.requests as { _id: string; status: string }[];
    expect(requests.find((r) => r._id === requestId)).toMatchObject({ status: 'expired' });
  });

  it('a paused mentor is neither suggested nor asked; unpaused, they are again', async () => {
    const mentor = await alumnus();
    const mentee = await student();
    await offer(mentor, { paused: true });
    expect(await mentorIds(mentee)).not.toContain(mentor.id);
    expect(await ask(mentee, mentor)).toMatchObject({ status: 404, json: { message: M.mentorNotFound } });
    await offer(mentor, { paused: false });
    expect(await mentorIds(mentee)).toContain(mentor.id);
    expect((await ask(mentee, mentor)).status).toBe(201);
  });

  it("a suspended mentor's offer is paused by the office and their requests withdrawn; a deleted mentee's mentorship ends", async () => {
    const [mentor, other] = [await alumnus(), await alumnus()];
    await offer(mentor);
    await offer(other);
    const [waiting, accepted] = [await student(), await student()];
    const openId = (await ask(waiting, mentor)).json.request._id as string;
    const pairRequest = (await ask(accepted, other)).json.request._id as string;
    const mentorshipId = (await answer(other, pairRequest, 'accept')).json.mentorship._id as string;

    const admin = (await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
    expect((await api().call('POST', `/api/admin/members/${mentor.id}/suspend`, { reason: 'Spam' }, admin)).status).toBe(200);
    expect(await mentorIds(waiting)).not.toContain(mentor.id);
    const mine = (await api().call('GET', '/api/mentorship/mine', undefined, waiting.auth)).json.requests as { _id: string; status: string }[];
    expect(mine.find((r) => r._id === openId)).toMatchObject({ status: 'withdrawn' });

    expect((await api().call('DELETE', '/api/users/me', { password: MEMBER_PASSWORD }, accepted.auth)).status).toBe(200);
    const theirs = (await api().call('GET', `/api/mentorship/mentorships/${mentorshipId}`, undefined, other.auth)).json;
    expect(theirs.mentorship).toMatchObject({ status: 'ended', endedBy: 'mentee' });
    expect((await api().call('GET', '/api/mentorship/mine', undefined, other.auth)).json.offer).toMatchObject({ active: 0, placesLeft: 3 });
  });
});

describe('what a card shows', () => {
  it.each([
    ['all', true, true],
    ['connections', false, true],
    ['only-me', false, false],
  ] as const)("work kept for '%s': a member sees it %s, a connection %s; filters never match a hidden company", async (audience, toMember, toConnection) => {
    const mentor = await alumnus({ branch: 'Civil' });
    const job = await api().call('POST', '/api/users/addUserJobInfo', { companyName: 'Acme Bridges', position: 'Site Engineer', duration: '3 years', location: 'Pune', previousCompany: [] }, mentor.auth);
    expect(job.status).toBe(200);
    await api().call('POST', '/api/sync/push', { clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'updatePrivacy', args: { company: audience } }] }, mentor.auth);
    await offer(mentor);
    const [stranger, friend] = [await student(), await student()];
    await api().call('POST', `/api/connectUser/connect/${mentor.id}`, undefined, friend.auth);
    const pending = (await api().call('GET', '/api/connectUser/requests', undefined, mentor.auth)).json as { _id: string }[];
    for (const r of pending) await api().call('PUT', `/api/connectUser/accept/${r._id}`, undefined, mentor.auth);

    const cardFor = async (who: Member) =>
      ((await api().call('GET', '/api/mentorship/mentors?branch=Civil', undefined, who.auth)).json as { userId: string; companyName: string; reasons: string[] }[]).find((c) => c.userId === mentor.id)!;
    expect((await cardFor(stranger)).companyName).toBe(toMember ? 'Acme Bridges' : '');
    expect((await cardFor(friend)).companyName).toBe(toConnection ? 'Acme Bridges' : '');
    expect((await cardFor(stranger)).reasons.some((r) => r.includes('Acme'))).toBe(toMember);
    expect((await mentorIds(stranger, '?company=Acme')).includes(mentor.id)).toBe(toMember);
  });
});

describe('the kept cards', () => {
  it('show an edit to the profile or the offer at the next request, and a renamed member within the minute', async () => {
    const mentor = await alumnus({ branch: 'Chemical' });
    await offer(mentor, { topics: ['Core engineering jobs'] });
    const mentee = await student({ branch: 'Chemical' });
    const card = async () =>
      ((await api().call('GET', '/api/mentorship/mentors?branch=Chemical', undefined, mentee.auth)).json as { userId: string; fullName: string; companyName: string; topics: string[] }[]).find((c) => c.userId === mentor.id);
    expect(await card()).toMatchObject({ companyName: '', topics: ['Core engineering jobs'] });

    await api().call('POST', '/api/users/addUserJobInfo', { companyName: 'Tata Chemicals', position: 'Process Engineer', duration: '2 years', location: 'Mumbai', previousCompany: [] }, mentor.auth);
    expect(await card()).toMatchObject({ companyName: 'Tata Chemicals' });
    await offer(mentor, { topics: ['GATE'] });
    expect(await card()).toMatchObject({ topics: ['GATE'] });

    // A name lives on the account, not the offer: the cards are read again within a minute.
    await db.sql`update users set full_name = 'Renamed Mentor' where id = ${mentor.id}`;
    expect(await card()).toMatchObject({ fullName: expect.not.stringMatching('Renamed') });
    clock.advance(61_000);
    expect(await card()).toMatchObject({ fullName: 'Renamed Mentor' });
  });
});

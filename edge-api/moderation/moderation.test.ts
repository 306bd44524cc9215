import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_TEXTS as M } from '#domain/moderation/report.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 32, moderation on the server: a report is a queued write; what the moderators remove leaves
// every other member's device at its next pull, its author keeps it with why; every decision is in
// the audit log.

const fx = useSyncFixture();
const c = { auth: {} as Record<string, string>, id: '' };
const nextMutation = { a: 0, b: 0, c: 0 };
const clients = { a: crypto.randomUUID(), b: crypto.randomUUID(), c: crypto.randomUUID() };

beforeAll(async () => {
  const m = await insertMember(fx.db.sql, { fullName: 'Chitra Third' });
  const res = await fx.api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  Object.assign(c.auth, { authorization: `Bearer ${res.json.token}` });
  c.id = res.json.user._id;
});

/** A member's device sends one queued write; its result. */
async function queued(who: 'a' | 'b' | 'c', name: string, args: unknown) {
  nextMutation[who] += 1;
  const auth = who === 'c' ? c.auth : fx.auth[who];
  const res = await fx.api().call('POST', '/api/sync/push', { clientId: clients[who], mutations: [{ id: nextMutation[who], name, args }] }, auth);
  expect(res.status).toBe(200);
  return res.json.results[0] as { status: string; message?: string };
}
const report = (who: 'a' | 'b' | 'c', kind: string, targetId: string, reason = 'abuse', details = '') =>
  queued(who, 'reportContent', { id: crypto.randomUUID(), kind, targetId, reason, details });
const admin = (method: string, path: string, body?: unknown) => fx.api().call(method, `/api/admin${path}`, body, fx.auth.admin);
const pullOf = async (who: 'a' | 'b' | 'c') => {
  const res = await fx.api().call('GET', '/api/sync/pull?cursor=0&limit=2000', undefined, who === 'c' ? c.auth : fx.auth[who]);
  return res.json as { changes: Record<string, Record<string, unknown>[]>; deleted: { table: string; id: string }[] };
};
const audit = async (targetId: string) =>
  (await fx.db.sql<{ action: string; reason: string }[]>`select action, reason from audit_log where target_id = ${targetId} order by id`).map((r) => r.action);

async function questionWithAnswer() {
  const questionId = crypto.randomUUID();
  const answerId = crypto.randomUUID();
  expect((await queued('a', 'askQuestion', { id: questionId, title: 'How do I prepare for campus placements?', content: 'Any advice welcome.' })).status).toBe('applied');
  expect((await queued('b', 'postAnswer', { id: answerId, questionId, answer: 'Buy my course at scam.example!' })).status).toBe('applied');
  return { questionId, answerId };
}

describe('reports and the queue', () => {
  it('a reported answer, hidden by an admin: others get it without its words, its author with why; restored, it is back', async () => {
    const { questionId, answerId } = await questionWithAnswer();
    expect((await report('a', 'answer', answerId, 'spam')).status).toBe('applied');

    const queue = await admin('GET', '/moderation');
    expect(queue.status).toBe(200);
    const item = queue.json.items.find((i: { id: string }) => i.id === answerId);
    expect(item).toMatchObject({ kind: 'answer', link: `/query/${questionId}`, context: 'How do I prepare for campus placements?', openReports: 1, removed: null });
    expect(item.excerpt).toContain('scam.example');
    expect(item.reports).toEqual([expect.objectContaining({ reason: 'spam', resolved: false, reporter: { id: fx.userId.a, fullName: expect.any(String) } })]);

    const hidden = await admin('POST', '/moderation', { action: 'hide', items: [{ kind: 'answer', id: answerId }], reason: 'Advertising is not allowed.' });
    expect(hidden.json.results).toEqual([{ kind: 'answer', id: answerId, status: 'done' }]);

    const seenByC = (await pullOf('c')).changes.answers!.find((a) => a._id === answerId);
    expect(seenByC).toMatchObject({ answer: '', removed: { reason: null, reviewRequested: false } });
    const seenByAuthor = (await pullOf('b')).changes.answers!.find((a) => a._id === answerId);
    expect(seenByAuthor).toMatchObject({ answer: 'Buy my course at scam.example!', removed: { reason: 'Advertising is not allowed.', reviewRequested: false } });
    const detail = await fx.api().call('GET', `/api/query/${questionId}`, undefined, c.auth);
    expect(detail.json.answers[0]).toMatchObject({ _id: answerId, answer: '', removed: { reason: null } });
    // Out of the waiting queue, in the removed one.
    expect((await admin('GET', '/moderation')).json.items.some((i: { id: string }) => i.id === answerId)).toBe(false);
    expect((await admin('GET', '/moderation?state=hidden')).json.items.find((i: { id: string }) => i.id === answerId).removed).toMatchObject({ byModerator: true, reason: 'Advertising is not allowed.' });

    // The author asks for a review; it waits again; the admin restores it.
    expect((await queued('b', 'requestReview', { kind: 'answer', targetId: answerId })).status).toBe('applied');
    const waiting = (await admin('GET', '/moderation')).json.items.find((i: { id: string }) => i.id === answerId);
    expect(waiting.removed.reviewRequestedAt).toEqual(expect.any(String));
    await admin('POST', '/moderation', { action: 'restore', items: [{ kind: 'answer', id: answerId }] });
    expect((await pullOf('c')).changes.answers!.find((a) => a._id === answerId)).toMatchObject({ answer: 'Buy my course at scam.example!' });
    expect((await pullOf('c')).changes.answers!.find((a) => a._id === answerId)!.removed).toBeUndefined();
    expect(await audit(answerId)).toEqual(['moderation.hide', 'moderation.restore']);
  });

  it('enough members reporting a question hide it pending review; a dismissal brings it back', async () => {
    expect((await admin('PUT', '/moderation/settings', { autoHideReports: 2 })).status).toBe(200);
    const { questionId } = await questionWithAnswer();
    await report('b', 'question', questionId, 'wrong');
    await report('b', 'question', questionId, 'spam'); // the same member again: still one report
    expect((await pullOf('c')).changes.questions!.some((q) => q._id === questionId)).toBe(true);
    await report('c', 'question', questionId, 'other', 'Looks like a copy of an old question.');

    const pulled = await pullOf('c');
    expect(pulled.changes.questions!.some((q) => q._id === questionId)).toBe(false);
    expect(pulled.deleted).toContainEqual({ table: 'questions', id: questionId });
    const list = await fx.api().call('GET', '/api/query', undefined, c.auth);
    expect(list.json.some((q: { _id: string }) => q._id === questionId)).toBe(false);
    expect((await fx.api().call('GET', `/api/query/${questionId}`, undefined, c.auth)).status).toBe(404);
    const own = (await pullOf('a')).changes.questions!.find((q) => q._id === questionId);
    expect(own?.removed).toEqual({ reason: expect.stringContaining('several members reported it'), reviewRequested: false });
    // Nobody answers or votes on it meanwhile.
    expect((await queued('c', 'voteQuestion', { questionId, value: 1 })).status).toBe('rejected');

    const item = (await admin('GET', '/moderation')).json.items.find((i: { id: string }) => i.id === questionId);
    expect(item).toMatchObject({ openReports: 2, removed: { byModerator: false } });
    await admin('POST', '/moderation', { action: 'dismiss', items: [{ kind: 'question', id: questionId }] });
    expect((await pullOf('c')).changes.questions!.some((q) => q._id === questionId)).toBe(true);
    expect(await audit(questionId)).toEqual(['moderation.dismiss']);
    await admin('PUT', '/moderation/settings', { autoHideReports: 3 });
  });

  it('a hidden job leaves the board for everyone but its poster', async () => {
    const jobId = crypto.randomUUID();
    const job = {
      id: jobId, title: 'Data Analyst', companyName: 'Too Good Ltd', location: 'Pune', job_type: 'Full-time', salary: { range: '500000-800000', currency: 'INR' },
      yearOfExperience: '1 year', description: 'Pay a deposit to apply.', requirements: ['SQL'], applyLink: 'https://example.com/apply', contact_email: 'hr@example.com',
      contact_phone: '+91 98765 43210', application_deadline: '2027-01-31',
    };
    expect((await queued('b', 'createJob', job)).status).toBe('applied');
    await report('a', 'job', jobId, 'spam');
    await admin('POST', '/moderation', { action: 'hide', items: [{ kind: 'job', id: jobId }], reason: 'Asks applicants for money.' });
    const board = await fx.api().call('GET', '/api/jobDetail');
    expect(board.json.some((j: { _id: string }) => j._id === jobId)).toBe(false);
    expect((await fx.api().call('GET', `/api/jobDetail/${jobId}`, undefined, fx.auth.a)).status).toBe(404);
    expect((await pullOf('a')).deleted).toContainEqual({ table: 'jobs', id: jobId });
    expect((await pullOf('b')).changes.jobs!.find((j) => j._id === jobId)?.removed).toEqual({ reason: 'Asks applicants for money.', reviewRequested: false });
  });

  it('a removed profile shows others who the member is, not what they wrote; its member is told why', async () => {
    const job = { companyName: 'Crypto Pump Ltd', position: 'Founder', duration: '1 year', location: 'Nagpur', previousCompany: [] };
    await fx.db.sql`update profiles set skills = ${fx.db.sql.json({ technicalSkill: ['Crypto tips'], nonTechnicalSkill: [] })}, job = ${fx.db.sql.json(job)},
      privacy = ${fx.db.sql.json({ company: 'all' })} where user_id = ${fx.userId.b}`;
    await report('a', 'profile', fx.userId.b, 'abuse');
    await admin('POST', '/moderation', { action: 'hide', items: [{ kind: 'profile', id: fx.userId.b }], reason: 'Offensive skills section.' });
    const byOther = await fx.api().call('GET', `/api/users/${fx.userId.b}`, undefined, c.auth);
    expect(byOther.status).toBe(200);
    expect(JSON.stringify(byOther.json)).not.toContain('Crypto tips');
    expect(byOther.json).toMatchObject({ _id: fx.userId.b, removed: { reason: null } });
    // The member's card in the directory shows who they are, not their work or photo; filtering
    // by their hidden city or company does not find them either (it would reveal both).
    type Card = { _id: string; companyName: string; city: string; profilePicture: string | null };
    const directory = async (query: string, auth = c.auth) => (await fx.api().call('GET', `/api/people?${query}`, undefined, auth)).json.users as Card[];
    expect((await directory('')).find((p) => p._id === fx.userId.b)).toMatchObject({ companyName: '', city: '', profilePicture: null });
    expect((await directory('city=Nagpur')).map((p) => p._id)).not.toContain(fx.userId.b);
    expect((await directory('company=Crypto')).map((p) => p._id)).not.toContain(fx.userId.b);
    const search = (await fx.api().call('POST', '/api/search', { query: 'Crypto Pump' }, c.auth)).json;
    expect(JSON.stringify(search)).not.toContain(fx.userId.b);
    expect((await directory('city=Nagpur', fx.auth.b)).find((p) => p._id === fx.userId.b)).toMatchObject({ city: 'Nagpur' });
    const own = (await pullOf('b')).changes.profile![0]!;
    expect(own).toMatchObject({ skillId: { technicalSkill: ['Crypto tips'] }, removed: { reason: 'Offensive skills section.', reviewRequested: false } });
    await admin('POST', '/moderation', { action: 'restore', items: [{ kind: 'profile', id: fx.userId.b }] });
  });

  it('refuses what a member may not report, with the reason', async () => {
    const { questionId, answerId } = await questionWithAnswer();
    expect(await report('b', 'answer', answerId)).toMatchObject({ status: 'rejected', message: M.ownContent });
    expect(await report('a', 'answer', crypto.randomUUID())).toMatchObject({ status: 'rejected', message: M.notFound });
    expect(await report('a', 'question', answerId)).toMatchObject({ status: 'rejected', message: M.notFound });
    expect(await report('b', 'question', questionId, 'other')).toMatchObject({ status: 'rejected', message: M.detailsMissing });
    expect(await report('b', 'question', questionId, 'other', 'a\u0000b')).toMatchObject({ status: 'rejected' });
    expect(await report('b', 'question', questionId, 'nonsense' as never)).toMatchObject({ status: 'rejected', message: M.reasonMissing });
    expect(await report('b', 'photo' as never, questionId)).toMatchObject({ status: 'rejected' });
    expect(await queued('c', 'requestReview', { kind: 'answer', targetId: answerId })).toMatchObject({ status: 'rejected', message: M.notYours });
    expect(await queued('b', 'requestReview', { kind: 'answer', targetId: answerId })).toMatchObject({ status: 'rejected', message: M.notRemoved });
  });

  it('admin decisions are admins’ only, and checked', async () => {
    const { answerId } = await questionWithAnswer();
    const item = { kind: 'answer', id: answerId };
    expect((await fx.api().call('GET', '/api/admin/moderation', undefined, fx.auth.a)).status).toBe(403);
    expect((await fx.api().call('POST', '/api/admin/moderation', { action: 'hide', items: [item], reason: 'x' }, fx.auth.a)).status).toBe(403);
    expect((await fx.api().call('GET', '/api/admin/moderation')).status).toBe(401);
    expect((await admin('POST', '/moderation', { action: 'hide', items: [item] })).json.message).toBe('Please say why, for the author');
    expect((await admin('POST', '/moderation', { action: 'hide', items: [], reason: 'x' })).status).toBe(400);
    expect((await admin('POST', '/moderation', { action: 'hide', items: Array.from({ length: 101 }, () => item), reason: 'x' })).status).toBe(400);
    expect((await admin('POST', '/moderation', { action: 'erase', items: [item], reason: 'x' })).status).toBe(400);
    expect((await admin('GET', '/moderation?state=everything')).status).toBe(400);
    expect((await admin('GET', '/moderation?limit=99999999999999999999')).status).toBe(400);
    expect((await admin('PUT', '/moderation/settings', { autoHideReports: 0 })).status).toBe(400);
    // Unknown things are reported as such, and nothing is written for them.
    const missing = await admin('POST', '/moderation', { action: 'hide', items: [{ kind: 'comment', id: crypto.randomUUID() }], reason: 'x' });
    expect(missing.json.results[0].status).toBe('not_found');
    expect(await audit(answerId)).toEqual([]);
  });
});

describe('suspension', () => {
  it('ends the member’s sessions and push subscriptions at once, refuses sign-in until lifted, and is audited', async () => {
    const m = await insertMember(fx.db.sql, { fullName: 'Sunil Suspended' });
    const login = () => fx.api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
    const first = await login();
    const auth = { authorization: `Bearer ${first.json.token}` };
    const id = first.json.user._id as string;
    await fx.db.sql`insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at, updated_at) values ('https://push.example/s1', ${id}, 'k', 'a', now(), now())`;

    const suspended = await admin('POST', `/members/${id}/suspend`, { reason: 'Repeated harassment.', until: '2026-12-31' });
    expect(suspended.json).toMatchObject({ suspended: true, reason: 'Repeated harassment.' });
    expect((await fx.api().call('GET', '/api/sync/pull?cursor=0', undefined, auth)).status).toBe(401);
    expect(await fx.db.sql`select 1 from push_subscriptions where user_id = ${id}`).toHaveLength(0);
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your account is suspended until 31 December 2026. Reason: Repeated harassment. Please contact the alumni office.');
    // A wrong password says nothing of the suspension.
    expect((await fx.api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: 'Wrong#Pass1' })).status).toBe(401);
    expect((await admin('GET', '/members/suspended')).json.members.map((s: { id: string }) => s.id)).toContain(id);

    expect((await admin('DELETE', `/members/${id}/suspend`)).json).toEqual({ suspended: false });
    expect((await login()).status).toBe(200);
    expect(await audit(id)).toEqual(['member.suspend', 'member.unsuspend']);

    expect((await admin('POST', `/members/${id}/suspend`, { reason: '' })).status).toBe(400);
    expect((await admin('POST', `/members/${id}/suspend`, { reason: 'x', until: '2020-01-01' })).status).toBe(400);
    expect((await admin('POST', `/members/${fx.userId.admin}/suspend`, { reason: 'x' })).status).toBe(404);
    expect((await fx.api().call('POST', `/api/admin/members/${id}/suspend`, { reason: 'x' }, fx.auth.a)).status).toBe(403);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_TEXTS as M, REPORTS_PER_DAY } from '#domain/moderation/report.ts';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { useSyncFixture } from '#api/test/sync-fixture.ts';

// Issue 51 (ADR 0131): 39 reports in one push from one member. A member files at most 10 reports a
// day; the 11th is refused like any refused queued write, is kept nowhere and hides nothing.

const fx = useSyncFixture();
const DAY_MS = 86_400_000;
/** Two more members: c files the reports, d is one of the others who report the same question. */
const extra = { c: { roll: '', auth: {} as Record<string, string>, id: '' }, d: { roll: '', auth: {} as Record<string, string>, id: '' } };

async function signIn(who: 'c' | 'd') {
  const res = await fx.api().call('POST', '/api/users/auth', { rollNumberOrEmail: extra[who].roll, password: MEMBER_PASSWORD });
  expect(res.status).toBe(200);
  Object.assign(extra[who].auth, { authorization: `Bearer ${res.json.token}` });
  extra[who].id = res.json.user._id;
}

beforeAll(async () => {
  for (const who of ['c', 'd'] as const) {
    extra[who].roll = (await insertMember(fx.db.sql)).rollNumber;
    await signIn(who);
  }
});

const reportArgs = (targetId: string) => ({ id: crypto.randomUUID(), kind: 'question', targetId, reason: 'spam', details: '' });
const push = async (auth: Record<string, string>, mutations: { name: string; args: unknown }[]) => {
  const res = await fx.api().call('POST', '/api/sync/push', { clientId: crypto.randomUUID(), mutations: mutations.map((m, i) => ({ id: i + 1, ...m })) }, auth);
  expect(res.status).toBe(200);
  return res.json.results as { id: number; status: string; code?: string; message?: string }[];
};
const reportsBy = async (userId: string) => (await fx.db.sql<[{ n: number }]>`select count(*)::int as n from content_reports where reporter_id = ${userId}`)[0].n;
/** What another member gets for the question: 200 while it shows, 404 once reports hid it. */
const seenByD = async (questionId: string) => (await fx.api().call('GET', `/api/query/${questionId}`, undefined, extra.d.auth)).status;

describe('reports per member', () => {
  it('refuses the 11th report of the day with why, without counting it toward hiding; the next day it counts', async () => {
    const questions = Array.from({ length: REPORTS_PER_DAY + 1 }, () => crypto.randomUUID());
    const asked = await push(fx.auth.a, questions.map((id, i) => ({ name: 'askQuestion', args: { id, title: `Spammy question number ${i + 1}`, content: 'Buy followers at spam.example!' } })));
    expect(asked.every((r) => r.status === 'applied')).toBe(true);
    const last = questions.at(-1)!;
    // Two other members report the last question: one more report hides it (3, the default).
    for (const auth of [fx.auth.b, extra.d.auth]) expect((await push(auth, [{ name: 'reportContent', args: reportArgs(last) }]))[0]!.status).toBe('applied');
    expect(await seenByD(last)).toBe(200);

    // c reports ten, the first again (still one report, not counted), the eleventh, then votes: one push.
    const results = await push(extra.c.auth, [
      ...questions.slice(0, REPORTS_PER_DAY).map((id) => ({ name: 'reportContent', args: reportArgs(id) })),
      { name: 'reportContent', args: reportArgs(questions[0]!) },
      { name: 'reportContent', args: reportArgs(last) },
      { name: 'voteQuestion', args: { questionId: questions[0]!, value: -1 } },
    ]);
    expect(results.slice(0, REPORTS_PER_DAY + 1).map((r) => r.status)).toEqual(Array.from({ length: REPORTS_PER_DAY + 1 }, () => 'applied'));
    expect(results[REPORTS_PER_DAY + 1]).toEqual({ id: REPORTS_PER_DAY + 2, status: 'rejected', code: 'rate_limited', message: M.tooManyReports });
    expect(M.tooManyReports).toBe('You have sent 10 reports today. Please try again tomorrow.');
    expect(results.at(-1)).toMatchObject({ status: 'applied' });
    expect(await reportsBy(extra.c.id)).toBe(REPORTS_PER_DAY);

    // The refused report hid nothing: the question still shows, with two open reports in the queue.
    expect(await seenByD(last)).toBe(200);
    const queue = (await fx.api().call('GET', '/api/admin/moderation', undefined, fx.auth.admin)).json.items as { id: string; openReports: number; removed: unknown }[];
    expect(queue.find((i) => i.id === last)).toMatchObject({ openReports: 2, removed: null });

    // A day later c may report again, and that third report hides the question from others.
    fx.clock.advance(DAY_MS + 60_000);
    await signIn('c');
    await signIn('d');
    expect((await push(extra.c.auth, [{ name: 'reportContent', args: reportArgs(last) }]))[0]).toMatchObject({ status: 'applied' });
    expect((await fx.api().call('GET', `/api/query/${last}`, undefined, extra.d.auth)).status).toBe(404);
  });
});

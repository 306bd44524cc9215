import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#domain/dashboard/dashboard.ts';
import { sendDueAnnouncements } from '#api/announcements/send-announcements.ts';
import { eventArgs } from '#api/test/events.ts';
import { jobArgs } from '#api/test/jobs.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertStudent, signedInMember, signInAs } from '#api/test/people.ts';
import { createTestApp, manualClock, testConfig } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';

// Issue 32, the dashboard's figures: computed by SQL from the rows, kept five minutes, admins only.
// NOW is a Sunday: its week began on Monday 16 November.

const NOW = new Date('2026-11-22T09:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let db: TestDatabase;
let admin: { id: string; auth: Record<string, string> };
type Member = Awaited<ReturnType<typeof signedInMember>>;
let asha: Member;
let ravi: Member;
const clock = manualClock(NOW);
const api = () => createTestApp(db.sql, { clock });
const dashboard = async (query = '') => {
  const res = await api().call('GET', `/api/admin/dashboard${query}`, undefined, admin.auth);
  expect(res.status).toBe(200);
  return res.json as Dashboard;
};

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  asha = await signedInMember(db.sql, { fullName: 'Asha Rao', batch: '2016-2020', branch: 'Mechanical' });
  ravi = await signedInMember(db.sql, { fullName: 'Ravi Das', batch: '2016-2020', branch: 'Civil' });
  await insertStudent(db.sql, { batch: '2016-2020' });
  await insertStudent(db.sql, { batch: '2020-2024' });
  await insertStudent(db.sql, { batch: '2020-2024' });
});
afterAll(() => db?.close());

const pull = (m: Member, at: Date) => createTestApp(db.sql, { clock: manualClock(at) }).call('GET', '/api/sync/pull?cursor=0', undefined, m.auth);

async function ask(title: string, createdAt: Date, answersAfterHours: number[], over: { removed?: boolean } = {}) {
  const id = crypto.randomUUID();
  await db.sql`insert into questions (id, title, content, category, asked_by, created_at, removed_at)
    values (${id}, ${title}, 'How did you prepare?', 'Career', ${asha.id}, ${createdAt}, ${over.removed ? NOW : null})`;
  for (const h of answersAfterHours) {
    await db.sql`insert into answers (id, question_id, answer, answered_by, created_at)
      values (${crypto.randomUUID()}, ${id}, 'Like this.', ${ravi.id}, ${new Date(createdAt.getTime() + h * HOUR)})`;
  }
  return id;
}

describe('the figures', () => {
  it('members signed up against the roster, by batch', async () => {
    const batches = (await dashboard('?fresh=1')).membersByBatch;
    expect(batches.find((b) => b.batch === '2016-2020')).toEqual({ batch: '2016-2020', roster: 3, signedUp: 2 });
    expect(batches.find((b) => b.batch === '2020-2024')).toEqual({ batch: '2020-2024', roster: 2, signedUp: 0 });
    expect(batches.map((b) => b.batch)).toEqual([...batches.map((b) => b.batch)].sort());
  });

  it('weekly active members: each member once a week, from their pulls', async () => {
    for (const at of [NOW, ago(HOUR), ago(2 * DAY)]) expect((await pull(asha, at)).status).toBe(200);
    expect((await pull(ravi, ago(7 * DAY))).status).toBe(200);
    const weeks = (await dashboard('?fresh=1')).weeklyActive;
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-11-16', active: 1 });
    expect(weeks.at(-2)).toEqual({ week: '2026-11-09', active: 1 });
    expect(weeks[0]).toEqual({ week: '2026-08-31', active: 0 });
    expect((await db.sql`select count(*)::int as n from member_activity`)[0]!.n).toBe(3);
  });

  it('questions asked, the share answered and the median time to a first answer; removed ones do not count', async () => {
    await ask('Placements', ago(2 * DAY), [5, 3]);
    await ask('GATE', ago(DAY), [1]);
    await ask('Unanswered', ago(DAY), []);
    await ask('Removed', ago(DAY), [1], { removed: true });
    await ask('Last week', ago(8 * DAY), [10]);
    const d = await dashboard('?fresh=1');
    expect(d.questions.at(-1)).toEqual({ week: '2026-11-16', asked: 3, answered: 2, medianHoursToFirstAnswer: 2 });
    expect(d.questions.at(-2)).toEqual({ week: '2026-11-09', asked: 1, answered: 1, medianHoursToFirstAnswer: 10 });
    expect(d.questions.at(-3)).toEqual({ week: '2026-11-02', asked: 0, answered: 0, medianHoursToFirstAnswer: null });
    expect(d.questionTotals).toEqual({ asked: 4, answered: 3, medianHoursToFirstAnswer: 3 });
  });

  it('jobs posted per week, event RSVPs and check-ins', async () => {
    for (const _ of [1, 2]) {
      const posted = await api().call('POST', '/api/sync/push', { clientId: crypto.randomUUID(), mutations: [{ id: 1, name: 'createJob', args: jobArgs() }] }, asha.auth);
      expect(posted.json.results[0].status).toBe('applied');
    }
    const event = await api().call('POST', '/api/events', eventArgs({ title: 'Reunion 2016' }), admin.auth);
    expect(event.status).toBe(201);
    for (const m of [asha, ravi]) expect((await api().call('POST', `/api/events/${event.json.event._id}/rsvp`, { status: 'going' }, m.auth)).status).toBe(200);
    await db.sql`update event_rsvps set checked_in_at = ${NOW} where user_id = ${asha.id}`;
    const d = await dashboard('?fresh=1');
    expect(d.jobsPosted.at(-1)).toEqual({ week: '2026-11-16', posted: 2 });
    expect(d.events).toEqual([expect.objectContaining({ title: 'Reunion 2016', going: 2, checkedIn: 1, capacity: 10 })]);
  });

  it('donations kept per fund per month: paid, less refunds', async () => {
    const [fund] = await db.sql<{ id: string; name: string }[]>`select id, name from donation_funds order by position limit 1`;
    const give = (rupees: number, refunded: number, paidAt: Date, status = 'paid') => db.sql`
      insert into donations (reference, donor_id, fund_id, amount, donation_type, status, paid_amount, refunded_amount, created_at, paid_at, updated_at)
      values (${crypto.randomUUID()}, ${asha.id}, ${fund!.id}, ${rupees}, 'One-Time', ${status}, ${rupees * 100}, ${refunded * 100}, ${paidAt}, ${paidAt}, ${paidAt})`;
    await give(5000, 0, ago(DAY));
    await give(2000, 500, ago(2 * DAY));
    await give(1000, 1000, ago(3 * DAY), 'refunded');
    await give(3000, 0, new Date('2026-10-05T10:00:00Z'));
    const { funds, months } = (await dashboard('?fresh=1')).donations;
    expect(funds[0]).toBe(fund!.name);
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({ month: '2026-11', byFund: expect.objectContaining({ [fund!.name]: 6500 }) });
    expect(months.at(-2)!.byFund[fund!.name]).toBe(3000);
    expect(months[0]!.month).toBe('2025-12');
  });

  it("an announcement's figures outlive the outbox's seven days of payloads", async () => {
    const made = await api().call('POST', '/api/admin/announcements', { title: 'Reunion', body: 'Come along.', audience: { batches: ['2016-2020'] } }, admin.auth);
    expect(made.status).toBe(201);
    await sendDueAnnouncements(db.sql, { now: NOW, secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });
    // Delivered eight days ago, then purged as the dispatcher does after seven: the payload is gone.
    await db.sql`update outbox set sent_at = ${ago(8 * DAY)} where about = ${`announcement:${made.json.id}`} and kind = 'push'`;
    await db.sql`update outbox set last_error = 'SMTP 451' where about = ${`announcement:${made.json.id}`} and kind = 'mail'`;
    await db.sql`update outbox set payload = '{}' where sent_at is not null`;
    const [reach] = (await dashboard('?fresh=1')).announcements;
    expect(reach).toMatchObject({ id: made.json.id, title: 'Reunion', reached: 2, opened: 0, pushed: 2, emailed: 0, failed: 2 });
    const listed = (await api().call('GET', '/api/admin/announcements', undefined, admin.auth)).json.announcements[0];
    expect(listed.figures).toEqual({ reached: 2, opened: 0, pushed: 2, emailed: 0, failed: 2 });
  });
});

describe('keeping and guarding the figures', () => {
  it('are kept for five minutes: a new row shows after that, or at once when asked fresh', async () => {
    const first = await dashboard('?fresh=1');
    await ask('One more', ago(HOUR), []);
    const kept = await dashboard();
    expect(kept.computedAt).toBe(first.computedAt);
    expect(kept.questionTotals.asked).toBe(first.questionTotals.asked);
    clock.advance(6 * 60_000);
    const later = await dashboard();
    expect(later.computedAt).not.toBe(first.computedAt);
    expect(later.questionTotals.asked).toBe(first.questionTotals.asked + 1);
  });

  it('are for admins only, and a bad query is a 400', async () => {
    expect((await api().call('GET', '/api/admin/dashboard')).status).toBe(401);
    expect((await api().call('GET', '/api/admin/dashboard', undefined, asha.auth)).status).toBe(403);
    const bad = await api().call('GET', '/api/admin/dashboard?fresh=yes', undefined, admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("'fresh' must be 0 or 1");
  });
});

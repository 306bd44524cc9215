import type { TransactionSql } from 'postgres';
import { hashedUuid } from '#domain/hashed-uuid.ts';
import { insertDemoMentorship } from './demo-mentorship.ts';
import { daysBefore, demoRandom, type DemoRandom } from './demo-random.ts';

// The community around the demo's content (issue 32, ADR 0111), so that the admin's dashboard tells
// a believable story on first start: recent batches signed up more than old ones, use that rises
// after each announcement, donations that peak in March and with the scholarship appeal, and three
// announcements with their reach, and a job two members reported. Written after the demo content,
// so its authors stay the same.

const SEED = 20_261_127;
const WEEKS = 12;

/** The share of each batch (by start year) that signed up: the newest graduates are still joining. */
const SIGNUP_SHARE: Record<number, number> = { 2014: 0.42, 2015: 0.47, 2016: 0.58, 2017: 0.55, 2018: 0.6, 2019: 0.64, 2020: 0.7, 2021: 0.52, 2022: 0.31 };
const GIFTS = [500, 1000, 1000, 2000, 2500, 5000, 5000, 10_000, 25_000];

type Member = { id: string; created_at: Date };
type DemoAnnouncement = { key: string; title: string; body: string; daysAgo: number; audience: Record<string, unknown>; opened: number };

const ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    key: 'scholarship-appeal', daysAgo: 68, opened: 0.56, audience: { standing: 'alumni' },
    title: 'Scholarship appeal: carry a student through the year',
    body: '## One year, one student\n\nThis year **41 students** asked for help with fees. A gift of any size goes to the **Scholarships** fund.\n\n- ₹25,000 covers a semester\n- ₹5,000 covers books for a year',
  },
  {
    key: 'reunion-2016', daysAgo: 24, opened: 0.71, audience: { graduatingFrom: 2018, graduatingTo: 2020 },
    title: 'Ten years on: the 2016-2020 reunion in Pune',
    body: 'Dinner, a campus walk and the old canteen. **RSVP on the Events page**: places are limited.',
  },
  {
    key: 'product-webinar', daysAgo: 6, opened: 0.34, audience: {},
    title: 'Webinar: from campus to a first product role',
    body: 'Three alumni on how they moved into product management. Questions welcome in the Query Portal.',
  },
];

/** Signs up a share of each batch (one password hash for all: nobody knows it), joined over the last year. */
async function signUpBatches(tx: TransactionSql, now: Date, random: DemoRandom, passwordHash: string) {
  const free = await tx<{ id: string; full_name: string; email: string; roll_number: string; start: number }[]>`
    select c.id, c.full_name, c.email, c.roll_number, split_part(c.batch, '-', 1)::int as start
    from college_data c where not exists (select 1 from users u where u.roster_id = c.id) order by c.roll_number`;
  const rows = free
    .filter((c) => random.next() < (SIGNUP_SHARE[c.start] ?? 0.4))
    .map((c) => ({
      role: 'member', roster_id: c.id, full_name: c.full_name, email: c.email, roll_number: c.roll_number, password_hash: passwordHash,
      // Joined over the last year, more of them lately (each announcement brought some).
      created_at: daysBefore(now, Math.floor(365 * random.next() ** 1.6), random.between(0, 20)),
    }));
  if (rows.length) await tx`insert into users ${tx(rows)}`;
}

/** Days of use: each member is active in a week by a chance that rises after each announcement. */
async function recordUse(tx: TransactionSql, members: Member[], now: Date, random: DemoRandom) {
  const days: { user_id: string; day: string }[] = [];
  for (let week = WEEKS - 1; week >= 0; week--) {
    const sinceAnnouncement = Math.min(...ANNOUNCEMENTS.map((a) => week * 7 - a.daysAgo).map((d) => (d <= 0 ? -d : 99)));
    const chance = 0.24 + (WEEKS - week) * 0.012 + (sinceAnnouncement < 7 ? 0.14 : 0);
    for (const m of members) {
      if (random.next() >= chance) continue;
      for (let d = random.between(1, 3); d > 0; d--) {
        const at = daysBefore(now, week * 7 + random.between(0, 6));
        if (at >= m.created_at && at <= now) days.push({ user_id: m.id, day: at.toISOString().slice(0, 10) });
      }
    }
  }
  const unique = [...new Map(days.map((d) => [`${d.user_id}:${d.day}`, d])).values()];
  for (let i = 0; i < unique.length; i += 1000) await tx`insert into member_activity ${tx(unique.slice(i, i + 1000))}`;
}

/** A year of one-time gifts to the funds, more in March (the financial year's end) and after the appeal. */
async function giveDonations(tx: TransactionSql, members: Member[], now: Date, random: DemoRandom) {
  const funds = await tx<{ id: string; name: string }[]>`select id, name from donation_funds order by position, name`;
  const rows: Record<string, unknown>[] = [];
  for (let day = 364; day >= 0; day--) {
    const at = daysBefore(now, day, random.between(0, 10));
    const appeal = day <= 68 && day >= 50;
    const perDay = (at.getUTCMonth() === 2 ? 0.9 : 0.35) + (appeal ? 0.8 : 0);
    for (let n = 0; random.next() < perDay / (n + 1) && n < 4; n++) {
      const donor = random.pick(members);
      if (donor.created_at > at) continue;
      const fund = appeal && random.next() < 0.7 ? funds[0]! : random.pick(funds);
      const amount = random.pick(GIFTS);
      const i = rows.length + 1;
      rows.push({
        reference: `DEMO-${String(i).padStart(5, '0')}`, donor_id: donor.id, fund_id: fund.id, amount, donation_type: 'One-Time',
        status: 'paid', payment_id: `pay_demo${String(i).padStart(8, '0')}`, paid_amount: amount * 100, created_at: at, paid_at: at, updated_at: at,
      });
    }
  }
  if (rows.length) await tx`insert into donations ${tx(rows)}`;
}

/** The office's announcements, sent to their audience, opened by a share, e-mailed and pushed (payloads purged as after 7 days). */
async function sendAnnouncements(tx: TransactionSql, members: (Member & { batch_end: number; student: boolean })[], now: Date, random: DemoRandom) {
  const [admin] = await tx<{ id: string }[]>`select id from users where role = 'admin' order by created_at limit 1`;
  for (const a of ANNOUNCEMENTS) {
    const id = await hashedUuid(`demo-announcement:${a.key}`);
    const sentAt = daysBefore(now, a.daysAgo, 2);
    const from = a.audience.graduatingFrom as number | undefined;
    const to = a.audience.graduatingTo as number | undefined;
    const reached = members.filter((m) =>
      m.created_at <= sentAt && (from === undefined || (m.batch_end >= from && m.batch_end <= to!)) && (a.audience.standing !== 'alumni' || !m.student));
    await tx`insert into announcements ${tx({
      id, title: a.title, body: a.body, audience: tx.json({ graduatingFrom: null, graduatingTo: null, branches: [], courses: [], standing: 'all', city: '', company: '', signedUp: 'yes', ...a.audience } as never),
      send_at: sentAt, status: 'sent', created_by: admin?.id ?? null, created_at: daysBefore(now, a.daysAgo, 5), sent_at: sentAt,
    })}`;
    await tx`insert into audit_log (at, admin_id, admin_name, action, target_kind, target_id, after) values (${daysBefore(now, a.daysAgo, 5)}, ${admin?.id ?? null}, 'Portal Administrator', 'announcement.create', 'announcement', ${id}, ${tx.json({ title: a.title } as never)})`;
    if (!reached.length) continue;
    await tx`insert into announcement_recipients ${tx(reached.map((m) => ({
      announcement_id: id, user_id: m.id, opened_at: random.next() < a.opened ? new Date(sentAt.getTime() + random.between(1, 72) * 3_600_000) : null,
    })))}`;
    const delivered = new Date(sentAt.getTime() + 60_000);
    const outbox = reached.flatMap(() => [
      { kind: 'mail', payload: tx.json({}), sent_at: delivered, created_at: sentAt, next_attempt_at: sentAt, attempts: 1, about: `announcement:${id}` },
      ...(random.next() < 0.45 ? [{ kind: 'push', payload: tx.json({}), sent_at: delivered, created_at: sentAt, next_attempt_at: sentAt, attempts: 1, about: `announcement:${id}` }] : []),
    ]);
    for (let i = 0; i < outbox.length; i += 500) await tx`insert into outbox ${tx(outbox.slice(i, i + 500))}`;
  }
}

/** Two members' reports on one job, waiting in the moderation queue (under the auto-hide threshold). */
async function reportAJob(tx: TransactionSql, members: Member[], now: Date) {
  const [job] = await tx<{ id: string; posted_by: string }[]>`select id, posted_by from jobs order by created_at desc offset 3 limit 1`;
  const reporters = members.filter((m) => m.id !== job?.posted_by).slice(-2);
  if (!job || reporters.length < 2) return;
  await tx`insert into content_reports ${tx([
    { id: await hashedUuid('demo-report:1'), target_kind: 'job', target_id: job.id, reporter_id: reporters[0]!.id, reason: 'wrong', details: 'The apply link goes to another company’s careers page.', created_at: daysBefore(now, 1, 3) },
    { id: await hashedUuid('demo-report:2'), target_kind: 'job', target_id: job.id, reporter_id: reporters[1]!.id, reason: 'spam', details: '', created_at: daysBefore(now, 0, 5) },
  ])}`;
}

/** The dashboard's story, after the demo content (insert-demo.ts). */
export async function insertDemoCommunity(tx: TransactionSql, now: Date, passwordHash: string) {
  const random = demoRandom(SEED);
  // The content's authors have been members for over a year.
  await tx`update users set created_at = ${daysBefore(now, 420)} where role = 'member'`;
  await signUpBatches(tx, now, random, passwordHash);
  const members = await tx<(Member & { batch_end: number; student: boolean })[]>`
    select u.id, u.created_at, split_part(c.batch, '-', 2)::int as batch_end, split_part(c.batch, '-', 2)::int > ${now.getUTCFullYear()} as student
    from users u join college_data c on c.id = u.roster_id where u.role = 'member' order by u.roll_number`;
  await recordUse(tx, members, now, random);
  await giveDonations(tx, members.filter((m) => !m.student), now, random);
  await sendAnnouncements(tx, members, now, random);
  await reportAJob(tx, members, now);
  // Its own sequence: the figures above stay as they were before mentoring was added.
  await insertDemoMentorship(tx, members, now, demoRandom(SEED + 54));
}

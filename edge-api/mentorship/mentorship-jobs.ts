import type { Sql } from 'postgres';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';
import { effectQueue } from '../outbox/effects.ts';
import { mailTime } from '../outbox/mail-time.ts';
import { notify } from '../notifications/notify.ts';
import { lockSyncVersions } from '../sync/mutator.ts';
import { expireRequests } from './request-mutators.ts';

// Mentorship's timers (issue 54): requests past their 14 days close, and each session is recalled
// to both members the day before. Each write takes the sync-version lock first, as mutators do.

const REMIND_BEFORE_MS = 24 * 60 * 60_000;
const BATCH = 50;
type Opts = { secret: string; appUrl: string };

/** Closes every request past its expiry; the requests' devices learn it on their next pull. */
export async function expireAllRequests(sql: Sql, now: Date) {
  await sql.begin(async (tx) => {
    await lockSyncVersions(tx);
    await expireRequests(tx, now);
  });
}

/** Reminds both members of each session starting within a day, once (marked in the same transaction). */
export async function remindSessions(sql: Sql, now: Date, opts: Opts) {
  const due = await sql<{ id: string }[]>`
    select s.id from mentorship_sessions s join mentorships m on m.id = s.mentorship_id
    where s.reminded_at is null and not s.cancelled and s.deleted_at is null and m.status = 'active'
      and s.starts_at > ${now} and s.starts_at <= ${new Date(now.getTime() + REMIND_BEFORE_MS)}
    order by s.starts_at limit ${BATCH}`;
  for (const { id } of due) {
    await sql.begin(async (tx) => {
      await lockSyncVersions(tx);
      const [session] = await tx<{ mentorship_id: string; mentor_id: string; mentee_id: string; starts_at: Date }[]>`
        select mentorship_id, mentor_id, mentee_id, starts_at from mentorship_sessions where id = ${id} and reminded_at is null for update`;
      if (!session) return;
      await tx`update mentorship_sessions set reminded_at = ${now} where id = ${id}`;
      const ctx = { now, appUrl: opts.appUrl, effects: effectQueue(tx, { now, secret: opts.secret }) };
      const when = mailTime(new Date(session.starts_at));
      for (const to of [session.mentor_id, session.mentee_id]) {
        await notify(tx, ctx, {
          to,
          kind: 'mentorship-session',
          subject: { type: 'mentorship', id: session.mentorship_id },
          groupKey: `mentorship-session:${id}`,
          title: `tomorrow, ${when}`,
          url: `/mentorship/${session.mentorship_id}`,
          push: { title: 'Mentoring session tomorrow', body: when },
        });
      }
    });
  }
}

/** The dispatcher's job: every five minutes. */
export const mentorshipJob = (sql: Sql, opts: Opts): PeriodicJob => ({
  name: 'mentorship timers',
  everyMs: 5 * 60_000,
  run: async (now) => {
    await expireAllRequests(sql, now);
    await remindSessions(sql, now, opts);
  },
});

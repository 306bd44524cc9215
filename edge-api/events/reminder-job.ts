import type { Sql } from 'postgres';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';
import { effectQueue } from '../outbox/effects.ts';
import { announceReminder, type NoticeEvent } from './event-notices.ts';

/** Members going are reminded once, within the day before the event starts (issue 16). */
export const REMIND_BEFORE_MS = 24 * 60 * 60_000;
const BATCH = 20;

/**
 * Reminds the members going to each scheduled event that starts within the next 24 hours and has
 * not been reminded: marking it reminded and queueing the mails and pushes is one transaction, so
 * a second run (or a second dispatcher) finds nothing left to send.
 */
export async function remindEvents(sql: Sql, ctx: { now: Date; secret: string; appUrl: string }) {
  const until = new Date(ctx.now.getTime() + REMIND_BEFORE_MS);
  const due = await sql<{ id: string }[]>`
    select id from events
    where reminded_at is null and status = 'scheduled' and deleted_at is null and starts_at > ${ctx.now} and starts_at <= ${until}
    order by starts_at limit ${BATCH}`;
  let reminded = 0;
  for (const { id } of due) {
    await sql.begin(async (tx) => {
      // Taken again under the row lock: another dispatcher may have reminded it meanwhile.
      const [event] = await tx<NoticeEvent[]>`
        select id, title, starts_at, online, city, venue from events
        where id = ${id} and reminded_at is null and status = 'scheduled' for update skip locked`;
      if (!event) return;
      await tx`update events set reminded_at = ${ctx.now} where id = ${id}`;
      const going = await tx<{ user_id: string }[]>`select user_id from event_rsvps where event_id = ${id} and status = 'going' and deleted_at is null`;
      await announceReminder(tx, { appUrl: ctx.appUrl, now: ctx.now, effects: effectQueue(tx, ctx) }, event, going.map((r) => r.user_id));
      reminded += 1;
    });
  }
  return { reminded };
}

/** The dispatcher's job: every five minutes. */
export const eventReminderJob = (sql: Sql, opts: { secret: string; appUrl: string }): PeriodicJob => ({
  name: 'event reminders',
  everyMs: 5 * 60_000,
  run: async (now) => {
    await remindEvents(sql, { now, ...opts });
  },
});

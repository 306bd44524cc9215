import type { Sql } from 'postgres';
import { effectQueue } from '../outbox/effects.ts';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';

const DAY_MS = 86_400_000;
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;
const BATCH = 50;
/** A digest lists at most this many lines, newest first, and says how many more there are. */
const MAX_LINES = 20;

type Due = { user_id: string; digest: 'daily' | 'weekly'; email: string; full_name: string; last_digest_at: Date | null };

/**
 * Mails each member who chose a digest the lines still unread that came since their last one
 * (issue 29): daily or weekly, nothing when there is nothing new. Marking the digest sent and
 * queueing its mail are one transaction, so two dispatchers never send it twice.
 */
export async function sendDigests(sql: Sql, ctx: { now: Date; secret: string; appUrl: string }) {
  let sent = 0;
  for (const period of ['daily', 'weekly'] as const) {
    const before = new Date(ctx.now.getTime() - PERIOD_MS[period]);
    await sql.begin(async (tx) => {
      const due = await tx<Due[]>`
        select p.user_id, p.notification_digest as digest, u.email, u.full_name, p.last_digest_at
        from profiles p join users u on u.id = p.user_id
        where p.notification_digest = ${period} and (p.last_digest_at is null or p.last_digest_at <= ${before})
        order by p.last_digest_at nulls first limit ${BATCH}
        for update of p skip locked`;
      for (const member of due) {
        const since = member.last_digest_at ?? new Date(0);
        const lines = await tx<{ text: string; url: string }[]>`
          select text, url from notifications
          where user_id = ${member.user_id} and read_at is null and deleted_at is null and updated_at > ${since}
          order by updated_at desc limit ${MAX_LINES + 1}`;
        await tx`update profiles set last_digest_at = ${ctx.now} where user_id = ${member.user_id}`;
        if (!lines.length) continue;
        const shown = lines.slice(0, MAX_LINES).map((l) => `• ${l.text}\n  ${ctx.appUrl}${l.url}`);
        if (lines.length > MAX_LINES) shown.push('… and more in your notifications.');
        await effectQueue(tx, ctx).enqueue({
          kind: 'mail',
          template: 'notification-digest',
          to: member.email,
          fullName: member.full_name,
          period,
          lines: shown.join('\n'),
          inboxUrl: `${ctx.appUrl}/notifications`,
          notice: { userId: member.user_id, kind: 'digest' },
        });
        sent += 1;
      }
    });
  }
  return { sent };
}

/** The dispatcher's job: every fifteen minutes. */
export const digestJob = (sql: Sql, opts: { secret: string; appUrl: string }): PeriodicJob => ({
  name: 'notification digests',
  everyMs: 15 * 60_000,
  run: async (now) => {
    await sendDigests(sql, { now, ...opts });
  },
});

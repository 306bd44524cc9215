import type { Sql } from 'postgres';
import type { Audience } from '#domain/announcements/audience.ts';
import { notify } from '../notifications/notify.ts';
import { effectQueue } from '../outbox/effects.ts';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';
import { lockSyncVersions } from '../sync/mutator.ts';
import { audienceRows } from './audience-sql.ts';
import { sendDueInvitations } from './send-invitations.ts';

const BATCH = 200;
/** A sender that has not moved an announcement on for this long is taken to have stopped. */
export const SENDING_LEASE_MS = 5 * 60_000;

type Ctx = { now: Date; secret: string; appUrl: string };
type Taken = { id: string; title: string; body: string; audience: Audience };

/** Takes the next due announcement for this sender: scheduled and due, or left half sent by a sender that stopped. */
async function takeNext(sql: Sql, now: Date): Promise<Taken | undefined> {
  return sql.begin(async (tx) => {
    const [row] = await tx<Taken[]>`
      select id, title, body, audience from announcements
      where (status = 'scheduled' and send_at <= ${now}) or (status = 'sending' and sending_since < ${new Date(now.getTime() - SENDING_LEASE_MS)})
      order by send_at limit 1 for update skip locked`;
    if (row) await tx`update announcements set status = 'sending', sending_since = ${now} where id = ${row.id}`;
    return row;
  });
}

/**
 * Reaches the next batch of the audience not reached yet: each member's copy (which syncs and pokes
 * their devices) and inbox line, push and mail as their choices allow, in one transaction. A member
 * is reached once, however many senders or retries. False when nobody is left (it is then sent).
 */
async function sendBatch(sql: Sql, a: Taken, ctx: Ctx): Promise<boolean> {
  return sql.begin(async (tx) => {
    await lockSyncVersions(tx);
    const [mine] = await tx`select 1 from announcements where id = ${a.id} and status = 'sending' for update`;
    if (!mine) return false; // cancelled or finished by another sender meanwhile
    const members = await tx<{ id: string }[]>`
      select u.id ${audienceRows(tx, a.audience, ctx.now)}
        and u.id is not null and not exists (select 1 from announcement_recipients r where r.announcement_id = ${a.id} and r.user_id = u.id)
      order by u.id limit ${BATCH}`;
    if (!members.length) {
      await tx`update announcements set status = 'sent', sent_at = ${ctx.now}, sending_since = null where id = ${a.id}`;
      return false;
    }
    const reached = await tx<{ user_id: string; email: string; full_name: string }[]>`
      with added as (
        insert into announcement_recipients ${tx(members.map((m) => ({ announcement_id: a.id, user_id: m.id })))}
        on conflict do nothing returning user_id)
      select added.user_id, u.email, u.full_name from added join users u on u.id = added.user_id`;
    const effects = effectQueue(tx, ctx);
    const url = `/announcements/${a.id}`;
    for (const m of reached) {
      await notify(tx, { effects, now: ctx.now, appUrl: ctx.appUrl }, {
        to: m.user_id,
        kind: 'announcement',
        subject: { type: 'announcement', id: a.id },
        about: `announcement:${a.id}`,
        url,
        title: a.title,
        push: { title: 'From the alumni office', body: a.title },
        mail: { kind: 'mail', template: 'announcement', to: m.email, fullName: m.full_name, title: a.title, body: a.body, url: `${ctx.appUrl}${url}` },
      });
    }
    await tx`update announcements set sending_since = ${ctx.now} where id = ${a.id}`;
    return true;
  });
}

/** Sends every due announcement; returns how many it finished. */
export async function sendDueAnnouncements(sql: Sql, ctx: Ctx): Promise<number> {
  let finished = 0;
  for (let a = await takeNext(sql, ctx.now); a; a = await takeNext(sql, ctx.now)) {
    while (await sendBatch(sql, a, ctx));
    finished += 1;
  }
  return finished;
}

/**
 * The dispatcher's job: every five seconds (an index-only look when nothing is due), so "send now"
 * goes at once; then the invitations the day's cap allows (send-invitations.ts).
 */
export const announcementJob = (sql: Sql, opts: { secret: string; appUrl: string; invitationsPerDay: number }): PeriodicJob => ({
  name: 'announcements',
  everyMs: 5_000,
  run: async (now) => {
    await sendDueAnnouncements(sql, { now, secret: opts.secret, appUrl: opts.appUrl });
    await sendDueInvitations(sql, { now, secret: opts.secret, appUrl: opts.appUrl, perDay: opts.invitationsPerDay });
  },
});

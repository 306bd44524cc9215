import type { Sql } from 'postgres';
import { INVITATION_TTL_DAYS } from '#domain/announcements/invitation.ts';
import type { Audience } from '#domain/announcements/audience.ts';
import { effectQueue } from '../outbox/effects.ts';
import { audienceRows } from './audience-sql.ts';
import { inviteTokenHash, newInviteToken, unsubscribeInvitationsToken } from './invitation-tokens.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;
/** Held while counting the day's invitations and sending: two dispatchers never both see room left. */
const INVITE_LOCK_KEY = 7_234_032;

export type InviteContext = { now: Date; secret: string; appUrl: string; perDay: number };
type Inviting = { id: string; title: string; body: string; audience: Audience };

/**
 * Invites the next roster rows of a sent announcement's audience who never signed up: one mail each
 * with a one-use link, never twice for one announcement, never to an address that unsubscribed,
 * and no more in a day than the cap (what is left goes the next day). True while rows remain.
 */
async function inviteBatch(sql: Sql, ctx: InviteContext): Promise<boolean> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${INVITE_LOCK_KEY})`;
    const [{ sent }] = await tx<[{ sent: number }]>`select count(*)::int as sent from invitations where sent_at > ${new Date(ctx.now.getTime() - DAY_MS)}`;
    const room = Math.min(BATCH, ctx.perDay - sent);
    if (room <= 0) return false;
    const [a] = await tx<Inviting[]>`
      select id, title, body, audience from announcements where status = 'sent' and not invitations_done
      order by send_at limit 1 for update skip locked`;
    if (!a) return false;
    const rows = await tx<{ id: string; full_name: string; email: string }[]>`
      select c.id, c.full_name, c.email ${audienceRows(tx, a.audience, ctx.now)}
        and u.id is null
        and not exists (select 1 from invitations i where i.announcement_id = ${a.id} and i.roster_id = c.id)
        and not exists (select 1 from invitation_unsubscribes x where x.email = lower(c.email))
      order by c.id limit ${room}`;
    if (!rows.length) {
      await tx`update announcements set invitations_done = true where id = ${a.id}`;
      return true; // the next announcement may have some
    }
    const effects = effectQueue(tx, ctx);
    const expires = new Date(ctx.now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    for (const row of rows) {
      const token = newInviteToken();
      await tx`
        insert into invitations (id, announcement_id, roster_id, email, token_hash, sent_at, expires_at)
        values (${crypto.randomUUID()}, ${a.id}, ${row.id}, ${row.email}, ${await inviteTokenHash(token)}, ${ctx.now}, ${expires})`;
      await effects.enqueue({
        kind: 'mail',
        template: 'invitation',
        to: row.email,
        fullName: row.full_name,
        title: a.title,
        body: a.body,
        joinUrl: `${ctx.appUrl}/signup?invite=${token}`,
        unsubscribeUrl: `${ctx.appUrl}/api/invitations/unsubscribe?token=${await unsubscribeInvitationsToken(ctx.secret, row.email)}`,
      });
    }
    return true;
  });
}

/** Sends what the cap allows now; returns how many batches it sent. */
export async function sendDueInvitations(sql: Sql, ctx: InviteContext): Promise<number> {
  let batches = 0;
  while (await inviteBatch(sql, ctx)) batches += 1;
  return batches;
}

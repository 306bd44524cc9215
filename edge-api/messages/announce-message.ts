import type { TransactionSql } from 'postgres';
import { notificationText } from '#domain/notifications/notification.ts';
import { channelsOf } from '#domain/notifications/notification-preferences.ts';
import type { MutatorContext } from '../sync/mutator.ts';

/**
 * Tells the recipient of a message on the channels they chose for 'message' (push on by default),
 * never in the inbox: the unread count of /messages is the nav's badge (issue 31). One push per
 * conversation, its words updated ("3 new messages from Neha"), collapsed by tag and topic.
 */
export async function announceMessage(tx: TransactionSql, ctx: Pick<MutatorContext, 'effects' | 'appUrl'>, m: { conversationId: string; from: string; to: string; text: string; seq: number }) {
  const [row] = await tx<{ email: string; full_name: string; channels: Record<string, never> | null; digest: string | null; sender: string; unread: number }[]>`
    select u.email, u.full_name, p.notification_channels as channels, p.notification_digest as digest,
      (select full_name from users where id = ${m.from}) as sender,
      (select count(*)::int from messages x join conversations c on c.id = x.conversation_id
        where x.conversation_id = ${m.conversationId} and x.sender_id = ${m.from} and x.retracted_at is null
          and x.seq > case when c.user_low = ${m.to} then c.low_read_seq else c.high_read_seq end) as unread
    from users u left join profiles p on p.user_id = u.id where u.id = ${m.to}`;
  if (!row) return;
  const choice = channelsOf(row.channels).message;
  const text = notificationText({ kind: 'message', count: Math.max(1, row.unread), title: m.text, actorName: row.sender });
  const url = `/messages/${m.conversationId}`;
  const notice = { userId: m.to, kind: 'message' as const };
  if (choice.push) {
    const tag = `message:${m.conversationId}`;
    await ctx.effects.enqueue({ kind: 'push', userId: m.to, topic: m.conversationId.replaceAll('-', ''), message: { title: row.sender, body: text, url, tag, order: m.seq }, notice });
  }
  if (choice.email && (row.digest ?? 'off') === 'off') {
    await ctx.effects.enqueue({ kind: 'mail', template: 'notification', to: row.email, fullName: row.full_name, text, url: `${ctx.appUrl}${url}`, notice });
  }
}

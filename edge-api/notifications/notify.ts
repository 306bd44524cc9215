import type { TransactionSql } from 'postgres';
import { notificationText, type NotificationKind, type NotificationSubject } from '#domain/notifications/notification.ts';
import { channelsOf, TRANSACTIONAL_KINDS } from '#domain/notifications/notification-preferences.ts';
import type { PushMessage } from '#domain/push/push-subscription.ts';
import type { EffectQueue, MailEffect } from '../outbox/effect-types.ts';

/** Something that concerns member `to`, as the server write that causes it describes it. */
export type NoticeInput = {
  to: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  /** The app path the line opens. */
  url: string;
  /** The thing's title: the question, the event, the alert's filters. */
  title: string;
  /** Who did it; a member is never told of their own doing. */
  actorId?: string | null;
  /** Happenings with one key add to the line still unread; by default, one line per kind and thing. */
  groupKey?: string;
  /**
   * At most one line per key, ever (a job alert's day): a later happening adds to it, read or not,
   * and only the first is pushed or mailed.
   */
  oncePerGroup?: boolean;
  /** The push's own words where the kind has them; the body is the line's text otherwise. */
  push?: Partial<Pick<PushMessage, 'body' | 'tag' | 'accept'>> & { title: string; topic?: string };
  /** The kind's own mail (an event's, the receipt); the line's own mail otherwise. */
  mail?: Extract<MailEffect, { to: string }>;
  /** Tags its push and mail in the outbox, for figures kept past the payloads' retention. */
  about?: string;
};

type Ctx = { effects: EffectQueue; now: Date; appUrl: string };
type Line = { id: string; count: number; inserted: boolean };

/**
 * Writes the inbox line in the caller's transaction, and queues its push and mail for the
 * channels the member has on now (the dispatcher asks again when it sends: channel-gate.ts).
 */
export async function notify(tx: TransactionSql, ctx: Ctx, n: NoticeInput): Promise<void> {
  if (n.actorId && n.actorId === n.to) return;
  const [member] = await tx<{ email: string; full_name: string; channels: Record<string, never> | null; digest: string | null; actor_name: string | null }[]>`
    select u.email, u.full_name, p.notification_channels as channels, p.notification_digest as digest,
      (select full_name from users where id = ${n.actorId ?? null}::uuid) as actor_name
    from users u left join profiles p on p.user_id = u.id where u.id = ${n.to}`;
  if (!member) return;
  const actorName = n.actorId ? member.actor_name : null;
  const groupKey = n.groupKey ?? `${n.kind}:${n.subject.id}`;
  const line = await writeLine(tx, ctx.now, n, groupKey, actorName);
  if (n.oncePerGroup && !line.inserted) return;

  const text = notificationText({ kind: n.kind, count: line.count, title: n.title, actorName });
  const choice = channelsOf(member.channels)[n.kind];
  const notice = { userId: n.to, kind: n.kind };
  if (choice.push) {
    const { title, body = text, tag = groupKey, accept, topic = line.id.replaceAll('-', '') } = n.push ?? { title: text };
    const message: PushMessage = { title, body, url: n.url, tag, ...(accept ? { accept } : {}) };
    await ctx.effects.enqueue({ kind: 'push', userId: n.to, topic, message, notice, about: n.about });
  }
  // A digest member hears of the line in the digest; a receipt is mailed on its own regardless.
  const mailNow = TRANSACTIONAL_KINDS.includes(n.kind) || (member.digest ?? 'off') === 'off';
  if (choice.email && mailNow) {
    const mail = n.mail ?? { kind: 'mail', template: 'notification', to: member.email, fullName: member.full_name, text, url: `${ctx.appUrl}${n.url}` };
    await ctx.effects.enqueue({ ...mail, notice, about: n.about });
  }
}

async function writeLine(tx: TransactionSql, now: Date, n: NoticeInput, groupKey: string, actorName: string | null): Promise<Line> {
  const texted = (count: number) => notificationText({ kind: n.kind, count, title: n.title, actorName });
  if (n.oncePerGroup) {
    const [seen] = await tx<{ id: string; count: number }[]>`
      select id, count from notifications where user_id = ${n.to} and group_key = ${groupKey} and deleted_at is null
      order by created_at limit 1 for update`;
    if (seen) {
      const count = seen.count + 1;
      await tx`
        update notifications set count = ${count}, text = ${texted(count)}, url = ${n.url}, updated_at = ${now}, read_at = null
        where id = ${seen.id}`;
      return { id: seen.id, count, inserted: false };
    }
  }
  // One unread line per key (a partial unique index): a second happening adds to it, even when
  // two writers race to make it.
  const [line] = await tx<Line[]>`
    insert into notifications (id, user_id, kind, group_key, subject_type, subject_id, url, actor_id, actor_name, title, text, created_at, updated_at)
    values (${crypto.randomUUID()}, ${n.to}, ${n.kind}, ${groupKey}, ${n.subject.type}, ${n.subject.id}, ${n.url}, ${n.actorId ?? null},
      ${actorName}, ${n.title}, ${texted(1)}, ${now}, ${now})
    on conflict (user_id, group_key) where read_at is null and deleted_at is null
    do update set count = notifications.count + 1, actor_id = excluded.actor_id, actor_name = excluded.actor_name,
      title = excluded.title, url = excluded.url, updated_at = excluded.updated_at
    returning id, count, (xmax = 0) as inserted`;
  if (line!.count > 1) await tx`update notifications set text = ${texted(line!.count)} where id = ${line!.id}`;
  return line!;
}

import type { Sql } from 'postgres';
import { KIND_LABELS, TRANSACTIONAL_KINDS, channelsOf } from '#domain/notifications/notification-preferences.ts';
import type { Notice } from '../outbox/effect-types.ts';
import type { MailMessage } from '../outbox/mail-transport.ts';
import { unsubscribeUrl, type UnsubscribeWhat } from './unsubscribe-token.ts';

/**
 * The dispatcher's question before it sends a mail or a push about an inbox line (issue 29): does
 * the member still want this kind on this channel? Asked at send time, so a change of mind also
 * holds back what is already queued. A mail goes one by one only while the member has no digest
 * (a receipt always does).
 */
export async function channelAllows(sql: Sql, notice: Notice, channel: 'push' | 'email'): Promise<boolean> {
  const [row] = await sql<{ channels: Record<string, never> | null; digest: string }[]>`
    select notification_channels as channels, notification_digest as digest from profiles where user_id = ${notice.userId}`;
  const digest = row?.digest ?? 'off';
  if (notice.kind === 'digest') return channel === 'email' && digest !== 'off';
  const choice = channelsOf(row?.channels)[notice.kind];
  if (channel === 'push') return choice.push;
  return choice.email && (TRANSACTIONAL_KINDS.includes(notice.kind) || digest === 'off');
}

/**
 * RFC 8058 one-click unsubscribe on a mail that is not transactional: `List-Unsubscribe` with an
 * https URL carrying a signed token, `List-Unsubscribe-Post`, and the same link in the text.
 */
export async function withUnsubscribe(mail: MailMessage, opts: { appUrl: string; secret: string; userId: string; what: UnsubscribeWhat }): Promise<MailMessage> {
  if (opts.what !== 'digest' && TRANSACTIONAL_KINDS.includes(opts.what)) return mail;
  const url = await unsubscribeUrl(opts.appUrl, opts.secret, opts.userId, opts.what);
  const about = opts.what === 'digest' ? 'this digest' : `e-mails about ${KIND_LABELS[opts.what].toLowerCase()}`;
  return {
    ...mail,
    text: `${mail.text}\nStop ${about}: ${url}\n(or change what you hear of in your notification settings)\n`,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

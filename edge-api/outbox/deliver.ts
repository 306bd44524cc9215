import type { Sql } from 'postgres';
import * as v from 'valibot';
import { NOTIFICATION_KINDS } from '#domain/notifications/notification.ts';
import type { Clock } from '../deps.ts';
import { passwordResetCodeJob } from '../auth/password-reset-code-job.ts';
import type { Effect, Notice } from './effect-types.ts';
import { openMail } from './mail-effect.ts';
import { createMailTransport } from './mail-transport.ts';
import type { Deliver } from './dispatcher.ts';
import { channelAllows, withUnsubscribe } from '../notifications/channel-gate.ts';
import { pushChannel } from '../push/push-channel.ts';
import type { Vapid } from '../push/vapid.ts';

export type Handler = (payload: unknown) => Promise<void>;

const NoticeSchema = v.object({ userId: v.string(), kind: v.picklist([...NOTIFICATION_KINDS, 'digest']) });

/**
 * One handler per effect kind. `secret` must be the JWT secret the API sealed the rows with; a
 * row that does not open stays undelivered with the reason in `last_error`. A row about an inbox
 * line (`notice`) is sent only if its member still wants it on that channel (issue 29), which
 * needs `sql`; its mail gets the one-click unsubscribe link of `appUrl`.
 */
export function createDeliver(opts: {
  smtpUrl?: string;
  mailFrom: string;
  secret: string;
  appUrl?: string;
  sql?: Sql;
  /** The time a job such as a reset code's counts from; the system clock by default. */
  clock?: Clock;
  push?: { sql: Sql; vapid: Vapid };
  /** Memory Lane's file jobs (memories/derive-photo-job.ts): given where there is an object store (and sharp). */
  photoFiles?: { derive: Handler; remove: Handler; stripLocation: Handler };
  /** A member's data archive (users/data-export-job.ts): given where there is an object store. */
  dataExport?: Handler;
}) {
  const mail = createMailTransport({ smtpUrl: opts.smtpUrl, from: opts.mailFrom });
  const sql = opts.sql ?? opts.push?.sql;
  /** The row's notice, checked; undefined for a row that is about no inbox line. */
  const noticeOf = (payload: unknown): Notice | undefined => {
    const raw = (payload as { notice?: unknown } | null)?.notice;
    if (raw === undefined) return undefined;
    const parsed = v.safeParse(NoticeSchema, raw);
    if (!parsed.success) throw new Error('Outbox row has a malformed notice');
    if (!sql) throw new Error('This dispatcher cannot read notification preferences');
    return parsed.output;
  };
  const handlers: { [K in Effect['kind']]: Handler } = {
    mail: async (payload) => {
      const notice = noticeOf(payload);
      if (notice && !(await channelAllows(sql!, notice, 'email'))) return;
      const message = await openMail(payload, opts.secret);
      if (!notice) return mail.send(message);
      if (!opts.appUrl) throw new Error('This dispatcher cannot link to unsubscribing: it has no app URL');
      await mail.send(await withUnsubscribe(message, { appUrl: opts.appUrl, secret: opts.secret, userId: notice.userId, what: notice.kind }));
    },
    // Without VAPID keys the row waits (and is retried) rather than being dropped.
    push: opts.push
      ? async (payload) => {
          const notice = noticeOf(payload);
          if (notice && !(await channelAllows(sql!, notice, 'push'))) return;
          await pushChannel(opts.push!)(payload);
        }
      : async () => {
          throw new Error('Push is not set up: this dispatcher has no VAPID keys');
        },
    // Without it the row waits for a dispatcher that has one.
    'derive-photo': opts.photoFiles?.derive ?? noObjectStore,
    'delete-photo-files': opts.photoFiles?.remove ?? noObjectStore,
    'strip-photo-location': opts.photoFiles?.stripLocation ?? noObjectStore,
    // Without a database the row waits for a dispatcher that has one.
    'password-reset-code':
      sql && opts.appUrl
        ? passwordResetCodeJob({ sql, secret: opts.secret, appUrl: opts.appUrl, clock: opts.clock ?? { now: () => new Date() } })
        : async () => {
            throw new Error('This dispatcher cannot send reset codes: it has no database or app URL');
          },
    'data-export': opts.dataExport ?? noObjectStore,
  };
  const deliver: Deliver = async (kind, payload) => {
    const handler: Handler | undefined = Object.hasOwn(handlers, kind) ? handlers[kind as Effect['kind']] : undefined;
    if (!handler) throw new Error(`No channel delivers outbox kind '${kind}'`);
    await handler(payload);
  };
  return { deliver, close: () => mail.close() };
}

async function noObjectStore(): Promise<void> {
  throw new Error('This dispatcher cannot handle files: it has no object store');
}

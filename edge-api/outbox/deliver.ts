import type { Effect } from './effect-types.ts';
import { openMail } from './mail-effect.ts';
import { createMailTransport } from './mail-transport.ts';
import type { Deliver } from './dispatcher.ts';
import type { Sql } from 'postgres';
import { pushChannel } from '../push/push-channel.ts';
import type { Vapid } from '../push/vapid.ts';

type Handler = (payload: unknown) => Promise<void>;

/**
 * One handler per effect kind. `secret` must be the JWT secret the API sealed the rows with; a
 * row that does not open stays undelivered with the reason in `last_error`.
 */
export function createDeliver(opts: { smtpUrl?: string; mailFrom: string; secret: string; push?: { sql: Sql; vapid: Vapid } }) {
  const mail = createMailTransport({ smtpUrl: opts.smtpUrl, from: opts.mailFrom });
  const handlers: { [K in Effect['kind']]: Handler } = {
    mail: async (payload) => mail.send(await openMail(payload, opts.secret)),
    // Without VAPID keys the row waits (and is retried) rather than being dropped.
    push: opts.push
      ? pushChannel(opts.push)
      : async () => {
          throw new Error('Push is not set up: this dispatcher has no VAPID keys');
        },
  };
  const deliver: Deliver = async (kind, payload) => {
    const handler: Handler | undefined = Object.hasOwn(handlers, kind) ? handlers[kind as Effect['kind']] : undefined;
    if (!handler) throw new Error(`No channel delivers outbox kind '${kind}'`);
    await handler(payload);
  };
  return { deliver, close: () => mail.close() };
}

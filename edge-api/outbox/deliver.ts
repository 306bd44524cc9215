import type { Effect } from './effects.ts';
import { openMail } from './mail-effect.ts';
import { createMailTransport } from './mail-transport.ts';
import type { Deliver } from './dispatcher.ts';

type Handler = (payload: unknown) => Promise<void>;

/**
 * One handler per effect kind. `secret` must be the JWT secret the API sealed the rows with; a
 * row that does not open stays undelivered with the reason in `last_error`.
 */
export function createDeliver(opts: { smtpUrl?: string; mailFrom: string; secret: string }) {
  const mail = createMailTransport({ smtpUrl: opts.smtpUrl, from: opts.mailFrom });
  const handlers: { [K in Effect['kind']]: Handler } = {
    mail: async (payload) => mail.send(await openMail(payload, opts.secret)),
  };
  const deliver: Deliver = async (kind, payload) => {
    const handler: Handler | undefined = Object.hasOwn(handlers, kind) ? handlers[kind as Effect['kind']] : undefined;
    if (!handler) throw new Error(`No channel delivers outbox kind '${kind}'`);
    await handler(payload);
  };
  return { deliver, close: () => mail.close() };
}

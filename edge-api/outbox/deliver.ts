import type { MailPayload } from './enqueue.ts';
import { createMailTransport } from './mail-transport.ts';
import type { Deliver } from './dispatcher.ts';

/** Routes each outbox kind to the channel that delivers it. */
export function createDeliver(opts: { smtpUrl?: string; mailFrom: string }) {
  const mail = createMailTransport({ smtpUrl: opts.smtpUrl, from: opts.mailFrom });
  const deliver: Deliver = async (kind, payload) => {
    if (kind === 'mail') return mail.send(payload as MailPayload);
    throw new Error(`No channel delivers outbox kind '${kind}'`);
  };
  return { deliver, close: () => mail.close() };
}

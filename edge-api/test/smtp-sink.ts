import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';

export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The List-* headers (RFC 2369, 8058) as they came, by lower-case name, when the mail has any. */
  listHeaders?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** A real SMTP server on a free local port that keeps what it receives. */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          const attachments = parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content }));
          const lists = parsed.headerLines.filter((h) => h.key.startsWith('list-')).map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]);
          const mail: ReceivedMail = { to, from: parsed.from?.text ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '' };
          if (lists.length) mail.listHeaders = Object.fromEntries(lists);
          if (attachments.length) mail.attachments = attachments;
          if (parsed.replyTo) mail.replyTo = parsed.replyTo.text;
          mails.push(mail);
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** Resolves with the first mail to `address` that arrives (or has arrived). */
    async waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('No matching mail arrived in time');
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

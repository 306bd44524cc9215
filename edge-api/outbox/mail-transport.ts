import nodemailer from 'nodemailer';

/** A rendered mail, as it goes to SMTP. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Extra headers: List-Unsubscribe (RFC 8058) on mails a member may stop. */
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
};

export type MailTransport = { send(mail: MailMessage): Promise<void>; close(): void };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the mail is printed to the console. */
export function createMailTransport(opts: { smtpUrl?: string; from: string }): MailTransport {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        const line = '-'.repeat(60);
        const files = (mail.attachments ?? []).map((a) => `\nAttached: ${a.filename} (${a.content.byteLength} bytes)`).join('');
        console.log(`\n${line}\nMail to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}${files}\n${line}\n`);
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      const attachments = mail.attachments?.map((a) => ({ ...a, content: Buffer.from(a.content) }));
      await transporter.sendMail({ from: opts.from, ...mail, attachments });
    },
    close: () => transporter.close(),
  };
}

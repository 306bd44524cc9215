import nodemailer from 'nodemailer';

/** A rendered mail, as it goes to SMTP. */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

export type MailTransport = { send(mail: MailMessage): Promise<void>; close(): void };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the mail is printed to the console. */
export function createMailTransport(opts: { smtpUrl?: string; from: string }): MailTransport {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        const line = '-'.repeat(60);
        console.log(`\n${line}\nMail to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${line}\n`);
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({ from: opts.from, ...mail });
    },
    close: () => transporter.close(),
  };
}

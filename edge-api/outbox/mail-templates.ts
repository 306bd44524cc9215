import { PAYEE_NAME } from '#domain/donations/donation.ts';
import * as v from 'valibot';
import type { MailEffect, Template } from './effect-types.ts';
import { accountMailTemplates } from './account-mail-templates.ts';
import { eventMailTemplates } from './event-mail-templates.ts';
import { notificationMailTemplates } from './notification-mail-templates.ts';
import { receiptPdf } from './receipt-pdf.ts';

const text = v.string();

/** Every mail the portal sends, rendered when the dispatcher delivers it. */
export const mailTemplates: { [T in MailEffect['template']]: Template<T> } = {
  'verification-code': {
    secret: ['code'],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('verification-code'),
      to: text,
      fullName: text,
      verifyUrl: text,
      code: v.pipe(text, v.regex(/^\d{6}$/)),
    }),
    render: (m) => ({
      to: m.to,
      subject: `Your Alumni Portal verification code: ${m.code}`,
      text:
        `Hello ${m.fullName},\n\nYour verification code is ${m.code}. It is valid for 10 minutes.\n\n` +
        `Enter it on the signup page, or open this link, enter it there and go on with your signup: ${m.verifyUrl}\n\n` +
        `If you did not ask for this, you can ignore this e-mail.\n`,
    }),
  },
  'contact-message': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('contact-message'),
      to: text,
      replyTo: text,
      name: text,
      email: text,
      message: text,
    }),
    render: (m) => ({
      to: m.to,
      replyTo: m.replyTo,
      subject: `Contact form: ${m.name}`,
      text: `${m.name} <${m.email}> wrote:\n\n${m.message}\n`,
    }),
  },
  // Issue 13: for members who chose e-mail for connection requests (off by default).
  'connection-request': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('connection-request'),
      to: text,
      fullName: text,
      senderName: text,
      networkUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: `${m.senderName} wants to connect on the Alumni Portal`,
      text:
        `Hello ${m.fullName},\n\n${m.senderName} sent you a connection request on the Alumni Portal.\n\n` +
        `Accept or reject it here: ${m.networkUrl}\n\n` +
        `You get these e-mails because you turned them on in your profile's Notifications; turn them off there.\n`,
    }),
  },
  // Issue 14: one per paid donation, a charge of a subscription included.
  'donation-receipt': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('donation-receipt'),
      to: text,
      fullName: text,
      reference: text,
      amount: text,
      paidOn: text,
      fund: text,
      paymentId: text,
      donationType: text,
    }),
    render: async (m) => ({
      to: m.to,
      subject: `Receipt for your donation ${m.reference}`,
      attachments: [{ filename: `receipt-${m.reference}.pdf`, contentType: 'application/pdf', content: await receiptPdf(m) }],
      text:
        `Dear ${m.fullName},\n\nThank you for your donation to the ${PAYEE_NAME}.\n\n` +
        `Reference: ${m.reference}\nAmount: ${m.amount}\nDate: ${m.paidOn}\nFund: ${m.fund}\n` +
        `Type: ${m.donationType}\nPayment ID: ${m.paymentId}\n\n` +
        `Keep this e-mail as your receipt. Your donations are listed on your profile.\n`,
    }),
  },
  ...eventMailTemplates,
  ...notificationMailTemplates,
  ...accountMailTemplates,
  // docs/decisions/0055-login-lockout-per-address.md: sent once when the account back-off starts.
  'login-backoff': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('login-backoff'),
      to: text,
      fullName: text,
      loginUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: 'Failed sign-in attempts on your Alumni Portal account',
      text:
        `Hello ${m.fullName},\n\nIn the last hour someone tried many times to sign in to your Alumni Portal account ` +
        `with a wrong password, from networks you have not signed in from recently. Nobody got in.\n\n` +
        `To protect your account, sign-ins to it from new networks are slowed down for a while. From a network ` +
        `you have signed in from before, you sign in as usual: ${m.loginUrl}\n\n` +
        `If it was you, there is nothing to do. If not, make sure your password is one you use nowhere else.\n`,
    }),
  },
};

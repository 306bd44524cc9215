import * as v from 'valibot';
import { plainText } from '#domain/announcements/markdown-subset.ts';
import type { Template } from './effect-types.ts';

const text = v.string();

/**
 * The inbox's mails (issue 29): one line each, or a digest of what is still unread. The
 * unsubscribe link and headers are added when the dispatcher sends them (notifications/channel-gate.ts).
 */
export const notificationMailTemplates: {
  notification: Template<'notification'>;
  'notification-digest': Template<'notification-digest'>;
  announcement: Template<'announcement'>;
  invitation: Template<'invitation'>;
} = {
  notification: {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('notification'), to: text, fullName: text, text, url: text }),
    render: (m) => ({
      to: m.to,
      subject: m.text,
      text: `Hello ${m.fullName},\n\n${m.text}.\n\nOpen it: ${m.url}\n`,
    }),
  },
  'notification-digest': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('notification-digest'),
      to: text,
      fullName: text,
      period: v.picklist(['daily', 'weekly']),
      lines: text,
      inboxUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: `Your ${m.period} Alumni Portal digest`,
      text: `Hello ${m.fullName},\n\nWhat you have not read yet:\n\n${m.lines}\n\nYour notifications: ${m.inboxUrl}\n`,
    }),
  },
  // The alumni office's announcement (issue 32): its words in full, as plain text (the body's marks dropped).
  announcement: {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('announcement'), to: text, fullName: text, title: text, body: text, url: text }),
    render: (m) => ({
      to: m.to,
      subject: m.title,
      text: `Hello ${m.fullName},\n\n${plainText(m.body)}\n\nRead it in the app: ${m.url}\n\nThe alumni office\n`,
    }),
  },
  // The same words to a graduate who never signed up (issue 32), with the link that signs them up: a secret, sealed in the outbox.
  invitation: {
    secret: ['joinUrl'],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('invitation'),
      to: text,
      fullName: text,
      title: text,
      body: text,
      joinUrl: text,
      unsubscribeUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: m.title,
      text:
        `Hello ${m.fullName},\n\nThe alumni office has news for you:\n\n${plainText(m.body)}\n\n` +
        `Join the alumni portal in one step (this link is yours alone, works once and for 30 days):\n${m.joinUrl}\n\n` +
        `The alumni office\n\nNo more invitations to this address: ${m.unsubscribeUrl}\n`,
      headers: { 'List-Unsubscribe': `<${m.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  },
};

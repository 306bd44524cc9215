import type * as v from 'valibot';
import type { NotificationKind } from '#domain/notifications/notification.ts';
import type { PushPayload } from '../push/push-channel.ts';
import type { MailMessage } from './mail-transport.ts';
import type { ReceiptFields } from './receipt-pdf.ts';

// The outbox's types, apart from the code that writes and renders rows, so that the effects, the
// mail row and the templates each import them from here rather than from one another.

/**
 * A mail, rendered from its template when the dispatcher delivers it. The row keeps the template
 * name and its values; secret values (the code) are sealed and opened only at delivery.
 */
export type MailEffect =
  | { kind: 'mail'; template: 'verification-code'; to: string; fullName: string; verifyUrl: string; code: string }
  | { kind: 'mail'; template: 'contact-message'; to: string; replyTo: string; name: string; email: string; message: string }
  | { kind: 'mail'; template: 'login-backoff'; to: string; fullName: string; loginUrl: string }
  | { kind: 'mail'; template: 'connection-request'; to: string; fullName: string; senderName: string; networkUrl: string }
  | ({ kind: 'mail'; template: 'donation-receipt'; to: string } & ReceiptFields)
  | { kind: 'mail'; template: 'event-reminder'; to: string; fullName: string; title: string; when: string; where: string; eventUrl: string }
  | { kind: 'mail'; template: 'event-place-freed'; to: string; fullName: string; title: string; when: string; eventUrl: string }
  | { kind: 'mail'; template: 'event-cancelled'; to: string; fullName: string; title: string; when: string; eventsUrl: string }
  | { kind: 'mail'; template: 'notification'; to: string; fullName: string; text: string; url: string }
  | { kind: 'mail'; template: 'notification-digest'; to: string; fullName: string; period: string; lines: string; inboxUrl: string }
  | { kind: 'mail'; template: 'announcement'; to: string; fullName: string; title: string; body: string; url: string }
  | { kind: 'mail'; template: 'invitation'; to: string; fullName: string; title: string; body: string; joinUrl: string; unsubscribeUrl: string }
  | { kind: 'mail'; template: 'password-reset-code'; to: string; fullName: string; code: string; resetUrl: string }
  | { kind: 'mail'; template: 'password-changed'; to: string; fullName: string; when: string; device: string; otherDevices: 'signed-out' | 'kept'; resetUrl: string }
  | { kind: 'mail'; template: 'email-change-code'; to: string; fullName: string; code: string }
  | { kind: 'mail'; template: 'email-changed'; to: string; fullName: string; newEmail: string; when: string; undoUrl: string }
  | { kind: 'mail'; template: 'email-change-undone'; to: string; fullName: string; resetUrl: string }
  | { kind: 'mail'; template: 'account-deletion-scheduled'; to: string; fullName: string; eraseOn: string; loginUrl: string }
  | { kind: 'mail'; template: 'account-kept'; to: string; fullName: string }
  | { kind: 'mail'; template: 'account-erased'; to: string; fullName: string }
  | { kind: 'mail'; template: 'account-sign-in-changed'; to: string; fullName: string; change: 'passkey-added' | 'passkey-removed' | 'two-step-on' | 'two-step-off'; name: string; when: string; settingsUrl: string }
  | { kind: 'mail'; template: 'account-data-ready'; to: string; fullName: string; expiresOn: string; size: string; settingsUrl: string };

/** A Web Push message to every device of a member (issue 13): nothing secret, stored as it is. */
export type PushEffect = { kind: 'push' } & PushPayload;

/**
 * Off the request (issue 34): makes an uploaded photo's sizes (the Node dispatcher runs sharp),
 * removes a deleted photo's files from the object store, or takes the place out of an original
 * stored before originals lost it at upload (issue 51, ADR 0126).
 */
export type PhotoEffect = { kind: 'derive-photo' | 'delete-photo-files' | 'strip-photo-location'; photoId: string };

/**
 * A forgotten password's code, asked for by roll number or e-mail (issue 53): the dispatcher finds
 * the account, if any, and mails it a code, so the request does the same work whether or not one
 * matches (docs/decisions/0140-forgotten-passwords.md). A member's data archive, built off the
 * request from every table about them and their files (docs/decisions/0142-data-exports.md).
 */
export type AccountEffect = { kind: 'password-reset-code'; rollNumberOrEmail: string } | { kind: 'data-export'; exportId: string };

/**
 * A mail or push that tells a member of an inbox line (issue 29): the dispatcher sends it only if
 * the member still wants this kind on this channel when it is sent (notifications/channel-gate.ts).
 */
export type Notice = { userId: string; kind: NotificationKind | 'digest' };

/**
 * Every side effect the API causes, delivered by one dispatcher handler per `kind`. `about` names
 * what it is about ('announcement:<id>') for figures that outlive the payload's retention.
 */
export type Effect = (MailEffect | PushEffect | PhotoEffect | AccountEffect) & { notice?: Notice; about?: string };

export type EffectQueue = { enqueue(effect: Effect): Promise<void> };

/** The fields of one template's mail. */
export type MailOf<T extends MailEffect['template']> = Extract<MailEffect, { template: T }>;

export type Template<T extends MailEffect['template']> = {
  /** Fields that are sealed in the outbox row; only the dispatcher opens them. */
  secret: readonly Exclude<keyof MailOf<T>, 'kind' | 'template' | 'to'>[];
  /** What a row must hold at delivery: rows are data, checked like any other input. */
  schema: v.GenericSchema<unknown, MailOf<T>>;
  render(mail: MailOf<T>): MailMessage | Promise<MailMessage>;
};

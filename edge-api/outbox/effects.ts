import type { Sql, TransactionSql } from 'postgres';
import type { PushPayload } from '../push/push-channel.ts';
import { mailRow } from './mail-effect.ts';
import type { ReceiptFields } from './receipt-pdf.ts';

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
  | { kind: 'mail'; template: 'event-cancelled'; to: string; fullName: string; title: string; when: string; eventsUrl: string };

/** A Web Push message to every device of a member (issue 13): nothing secret, stored as it is. */
export type PushEffect = { kind: 'push' } & PushPayload;

/** Every side effect the API causes, delivered by one dispatcher handler per `kind`. */
export type Effect = MailEffect | PushEffect;

export type EffectQueue = { enqueue(effect: Effect): Promise<void> };

/**
 * Queues effects in `tx`, the transaction that makes the change causing them, so both commit or
 * neither does. `secret` (the app's JWT secret) seals secret values; the dispatcher needs the same.
 */
export function effectQueue(tx: Sql | TransactionSql, opts: { now: Date; secret: string }): EffectQueue {
  return {
    async enqueue(effect) {
      const payload = await outboxPayload(effect, opts.secret);
      await tx`
        insert into outbox (kind, payload, next_attempt_at, created_at)
        values (${effect.kind}, ${tx.json(payload)}, ${opts.now}, ${opts.now})`;
    },
  };
}

function outboxPayload(effect: Effect, secret: string) {
  switch (effect.kind) {
    case 'mail':
      return mailRow(effect, secret);
    case 'push':
      return { userId: effect.userId, message: effect.message, topic: effect.topic };
    default:
      return unknownKind(effect);
  }
}

// A new kind in the union without a case above fails the typecheck here.
function unknownKind(effect: never): never {
  throw new Error(`No outbox payload for effect kind '${String((effect as { kind?: unknown }).kind)}'`);
}

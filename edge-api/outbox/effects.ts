import type { Sql, TransactionSql } from 'postgres';
import type { Effect, EffectQueue } from './effect-types.ts';
import { mailRow } from './mail-effect.ts';

/**
 * Queues effects in `tx`, the transaction that makes the change causing them, so both commit or
 * neither does. `secret` (the app's JWT secret) seals secret values; the dispatcher needs the same.
 */
export function effectQueue(tx: Sql | TransactionSql, opts: { now: Date; secret: string }): EffectQueue {
  return {
    async enqueue(effect) {
      const { notice, about = null, ...rest } = effect;
      const payload = { ...(await outboxPayload(rest as Effect, opts.secret)), ...(notice ? { notice } : {}) };
      await tx`
        insert into outbox (kind, payload, next_attempt_at, created_at, about)
        values (${effect.kind}, ${tx.json(payload)}, ${opts.now}, ${opts.now}, ${about})`;
    },
  };
}

function outboxPayload(effect: Effect, secret: string) {
  switch (effect.kind) {
    case 'mail':
      return mailRow(effect, secret);
    case 'push':
      return { userId: effect.userId, message: effect.message, topic: effect.topic };
    case 'derive-photo':
    case 'delete-photo-files':
    case 'strip-photo-location':
      return { photoId: effect.photoId };
    case 'password-reset-code':
      return { rollNumberOrEmail: effect.rollNumberOrEmail };
    case 'data-export':
      return { exportId: effect.exportId };
    default:
      return unknownKind(effect);
  }
}

// A new kind in the union without a case above fails the typecheck here.
function unknownKind(effect: never): never {
  throw new Error(`No outbox payload for effect kind '${String((effect as { kind?: unknown }).kind)}'`);
}

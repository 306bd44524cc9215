import type { Sql, TransactionSql } from 'postgres';

export type MailPayload = { to: string; subject: string; text: string; replyTo?: string };

type Tx = Sql | TransactionSql;

/**
 * Records a side effect to be delivered by the dispatcher. Call it with the transaction that makes
 * the change causing it, so both commit or neither does.
 */
export async function enqueue(tx: Tx, now: Date, kind: string, payload: Record<string, unknown>) {
  await tx`
    insert into outbox (kind, payload, next_attempt_at, created_at)
    values (${kind}, ${tx.json(payload as never)}, ${now}, ${now})`;
}

export const enqueueMail = (tx: Tx, now: Date, mail: MailPayload) => enqueue(tx, now, 'mail', mail);

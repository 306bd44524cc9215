import type { TransactionSql } from 'postgres';
import { notify } from '../notifications/notify.ts';

type Ctx = Parameters<typeof notify>[1];

/**
 * The ids of `ids` that an answer or comment by `authorId` may mention, in their order, once each:
 * members who may see the question (not suspended, not the author, no block either way). The rest
 * are left out without a word: a client cannot learn who blocked whom.
 */
export async function mentionable(tx: TransactionSql, ids: readonly string[], authorId: string, now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx<{ id: string }[]>`
    select u.id from users u
    where u.id in (select e::uuid from jsonb_array_elements_text(${tx.json([...ids])}::jsonb) e)
      and u.role = 'member' and u.deactivated_at is null and u.id <> ${authorId}
      and (u.suspended_at is null or u.suspended_until <= ${now})
      and not exists (select 1 from member_blocks b
        where (b.blocker_id = u.id and b.blocked_id = ${authorId}) or (b.blocker_id = ${authorId} and b.blocked_id = u.id))`;
  const ok = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => ok.has(id));
}

type Mentioned = { ids: string[]; key: string; questionId: string; title: string; actorId: string; push: string };

/** Tells each mentioned member once per answer or comment (`key`), a replayed push included. */
export async function notifyMentioned(tx: TransactionSql, ctx: Ctx, m: Mentioned) {
  for (const to of m.ids) {
    await notify(tx, ctx, {
      to, kind: 'mention', subject: { type: 'question', id: m.questionId }, title: m.title, actorId: m.actorId,
      url: `/query/${m.questionId}`, groupKey: `mention:${m.key}`, oncePerGroup: true, push: { title: m.push },
    });
  }
}

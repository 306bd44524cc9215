import { useCallback } from 'react';
import { applyVote, nextVote, type VoteValue } from '#domain/queries/votes.ts';
import { enqueue, type Write } from '../../../sync/enqueue.ts';
import { localDb, type LocalVote } from '../../../sync/local-db.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { withoutPending } from './local-rows.ts';

export type VoteTarget = 'question' | 'answer';

/**
 * A click on up or down (spec 4): the member's next state from `nextVote`, written with the
 * target's adjusted counts and the queued voteQuestion/voteAnswer in one local transaction, so the
 * change shows at once. The args carry the resulting value, so a replay sets rather than toggles.
 */
export async function castVote(userId: string, target: VoteTarget, targetId: string, clicked: 'up' | 'down') {
  const key = `${target}:${targetId}`;
  const table = target === 'question' ? localDb.questions : localDb.answers;
  const [current, row] = await Promise.all([localDb.votes.get(key), table.get(targetId)]);
  const before: VoteValue = current?.value ?? 0;
  const after = nextVote(before, clicked);
  const vote: LocalVote = { _id: key, targetType: target, targetId, value: after };
  const writes: Write[] = [{ table: 'votes', key, value: vote }];
  if (row) writes.push({ table: target === 'question' ? 'questions' : 'answers', key: targetId, value: { ...withoutPending(row), ...applyVote(row, before, after) } });
  await enqueue({
    userId,
    name: target === 'question' ? 'voteQuestion' : 'voteAnswer',
    args: target === 'question' ? { questionId: targetId, value: after } : { answerId: targetId, value: after },
    writes,
    label: row && 'title' in row ? `Vote on: ${row.title}` : 'Vote on an answer',
  });
  return after;
}

/** The signed-in member's vote on one target. */
export function useCastVote(target: VoteTarget, targetId: string) {
  const userId = useSessionStore((s) => s.user?._id);
  return useCallback((clicked: 'up' | 'down') => (userId ? castVote(userId, target, targetId, clicked) : Promise.resolve(undefined)), [userId, target, targetId]);
}

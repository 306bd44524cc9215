import { useCallback } from 'react';
import { voteKey } from '#domain/queries/query-rows.ts';
import { applyVote, nextVote, type VoteValue } from '#domain/queries/votes.ts';
import { enqueue, type Write } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { withoutPending } from './local-rows.ts';

export type VoteTarget = 'question' | 'answer';

/**
 * A click on up or down (spec 4): the member's next state from `nextVote`, written with the
 * target's adjusted counts and the queued voteQuestion/voteAnswer in one local transaction, so the
 * change shows at once. The args carry the resulting value, so a replay sets rather than toggles.
 */
export async function castVote(userId: string, target: VoteTarget, targetId: string, clicked: 'up' | 'down') {
  const key = voteKey(target, targetId);
  const current = await localDb.votes.get(key);
  const before: VoteValue = current?.value ?? 0;
  const after = nextVote(before, clicked);
  const writes: Write[] = [{ table: 'votes', key, value: { _id: key, targetType: target, targetId, value: after } }];
  if (target === 'question') {
    const question = await localDb.questions.get(targetId);
    if (question) writes.push({ table: 'questions', key: targetId, value: { ...withoutPending(question), ...applyVote(question, before, after) } });
    await enqueue({ userId, name: 'voteQuestion', args: { questionId: targetId, value: after }, writes, label: `Vote on: ${question?.title ?? 'a question'}` });
  } else {
    const answer = await localDb.answers.get(targetId);
    if (answer) writes.push({ table: 'answers', key: targetId, value: { ...withoutPending(answer), ...applyVote(answer, before, after) } });
    await enqueue({ userId, name: 'voteAnswer', args: { answerId: targetId, value: after }, writes, label: 'Vote on an answer' });
  }
  return after;
}

/** The signed-in member's vote on one target. */
export function useCastVote(target: VoteTarget, targetId: string) {
  const userId = useSessionStore((s) => s.user?._id);
  return useCallback((clicked: 'up' | 'down') => (userId ? castVote(userId, target, targetId, clicked) : Promise.resolve(undefined)), [userId, target, targetId]);
}

import * as v from 'valibot';

/** A member's vote on a question or an answer: none (0), Liked (1) or Disliked (-1). */
export type VoteValue = -1 | 0 | 1;

const VoteValueSchema = v.picklist([-1, 0, 1] as const, 'A vote is -1, 0 or 1');

export const VoteQuestionArgsSchema = v.object({
  questionId: v.pipe(v.string(), v.uuid('Question not found')),
  value: VoteValueSchema,
});
export const VoteAnswerArgsSchema = v.object({
  answerId: v.pipe(v.string(), v.uuid('Answer not found')),
  value: VoteValueSchema,
});
export type VoteQuestionArgs = v.InferOutput<typeof VoteQuestionArgsSchema>;
export type VoteAnswerArgs = v.InferOutput<typeof VoteAnswerArgsSchema>;

/** Clicking the same vote again clears it; clicking the other one switches to it. */
export function nextVote(current: VoteValue, clicked: 'up' | 'down'): VoteValue {
  const wanted: VoteValue = clicked === 'up' ? 1 : -1;
  return current === wanted ? 0 : wanted;
}

/** Counts after a member's vote moves from `before` to `after` (for the optimistic view). */
export function applyVote(counts: { upvotes: number; downvotes: number }, before: VoteValue, after: VoteValue) {
  return {
    upvotes: counts.upvotes - (before === 1 ? 1 : 0) + (after === 1 ? 1 : 0),
    downvotes: counts.downvotes - (before === -1 ? 1 : 0) + (after === -1 ? 1 : 0),
  };
}

/** The spec's in-flight locks, kept against double clicks; the vote itself shows at once. */
export const VOTE_LOCK_MS = { question: 2000, answer: 3000 } as const;

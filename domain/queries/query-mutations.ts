import { defineMutations } from '../sync/define-mutations.ts';
import { AcceptAnswerArgsSchema, AskQuestionArgsSchema, PostAnswerArgsSchema, PostCommentArgsSchema, SetQuestionStatusArgsSchema } from './question-schema.ts';
import { VoteAnswerArgsSchema, VoteQuestionArgsSchema } from './votes.ts';

/** The Query Portal's synced writes. Creates carry a client-made id; votes carry the resulting value. */
export const queryMutations = defineMutations({
  askQuestion: { args: AskQuestionArgsSchema },
  postAnswer: { args: PostAnswerArgsSchema },
  postComment: { args: PostCommentArgsSchema },
  voteQuestion: { args: VoteQuestionArgsSchema },
  voteAnswer: { args: VoteAnswerArgsSchema },
  setQuestionStatus: { args: SetQuestionStatusArgsSchema },
  acceptAnswer: { args: AcceptAnswerArgsSchema },
});

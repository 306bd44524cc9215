import type { VoteValue } from './votes.ts';

// The Query Portal's rows on the wire, declared once: the server's views, the sync pull, the
// client's IndexedDB tables, its screens and the browser tests all use these.

/** A question (spec 3) with the counts kept on its row. */
export type Question = {
  _id: string;
  title: string;
  content: string;
  /** One of CATEGORIES, kept as text: screens show whatever the server holds. */
  category: string;
  /** One of QUESTION_STATUSES, kept as text for the same reason. */
  status: string;
  /** The asker's full name; null when unknown (shown as 'Anonymous'). */
  askedBy: string | null;
  askedById: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
  upvotes: number;
  downvotes: number;
  answerCount: number;
};

export type Answer = {
  _id: string;
  questionId: string;
  answer: string;
  answeredBy: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  commentCount: number;
};

export type Comment = { _id: string; answerId: string; content: string; commentedBy: string | null; createdAt: string };

/** The member's own vote on a question or an answer; `_id` is `question:<id>` or `answer:<id>`. */
export type Vote = { _id: string; targetType: 'question' | 'answer'; targetId: string; value: VoteValue };

export const voteKey = (targetType: Vote['targetType'], targetId: string) => `${targetType}:${targetId}`;

/** REST reads add the signed-in member's vote (sync sends it as a `Vote` row instead). */
export type QuestionWithVote = Question & { myVote: VoteValue };
export type AnswerDetail = Answer & { myVote: VoteValue; comments: Comment[] };
/** GET /api/query/{id}: the question, the current user's id, and the answers with their comments. */
export type QuestionDetail = QuestionWithVote & { userId: string; answers: AnswerDetail[] };

import type { Removal } from '../moderation/report.ts';
import type { Mention } from './mentions.ts';
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
  /** Up to five, lower case (domain/queries/tags.ts); absent on rows a device kept from before. */
  tags?: string[];
  /** The answer its asker accepted (issue 33); absent on rows a device kept from before. */
  acceptedAnswerId?: string | null;
  /** Removed by the moderators: only its asker still gets it (issue 32). */
  removed?: Removal;
};

export type Answer = {
  _id: string;
  questionId: string;
  answer: string;
  answeredBy: string | null;
  /** The author's id: whether the member may report it, or is its author. */
  answeredById?: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  commentCount: number;
  /** Removed by the moderators: for anyone but its author, `answer` is empty (issue 32). */
  removed?: Removal;
  /** The members its text mentions (issue 33); absent on rows a device kept from before. */
  mentions?: Mention[];
};

export type Comment = {
  _id: string; answerId: string; content: string; commentedBy: string | null; commentedById?: string | null; createdAt: string; removed?: Removal;
  /** The members its text mentions (issue 33). */
  mentions?: Mention[];
};

/** The member's own vote on a question or an answer; `_id` is `question:<id>` or `answer:<id>`. */
export type Vote = { _id: string; targetType: 'question' | 'answer'; targetId: string; value: VoteValue };

export const voteKey = (targetType: Vote['targetType'], targetId: string) => `${targetType}:${targetId}`;

/** A member as the spec names an author (askedBy, answeredBy, commentedBy): id and full name. */
export type Author = {
  _id: string | null;
  fullName: string | null;
  /** Issue 33: the author's reputation, on GET /api/query/{id}'s question and answers. */
  reputation?: number;
};

/**
 * The REST shapes (spec 3, docs/decisions/0068-rest-speaks-the-spec.md): authors as objects, votes as
 * lists of member ids, a question's answers as a list. Ours added: the counts, and the caller's vote.
 * The sync rows above stay the device's compact cache format.
 */
type Voted = { upvotes: string[]; downvotes: string[]; upvoteCount: number; downvoteCount: number; myVote: VoteValue };
export type ApiComment = Omit<Comment, 'commentedBy'> & { commentedBy: Author };
export type ApiAnswer = Omit<Answer, 'answeredBy' | 'upvotes' | 'downvotes'> & Voted & { answeredBy: Author; comments: ApiComment[] };
/** GET /api/query: each question lists its answers' ids. */
export type ApiQuestion = Omit<Question, 'askedBy' | 'upvotes' | 'downvotes'> & Voted & { askedBy: Author; answers: string[] };
/** GET /api/query/{id}: the question, the current user's id, and the answers with their comments. */
export type ApiQuestionDetail = Omit<ApiQuestion, 'answers'> & { userId: string; answers: ApiAnswer[] };
/** What a vote call answers: the target's lists and counts after the vote. */
export type ApiVoteResult = Voted & { message: string };

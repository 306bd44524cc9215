import * as v from 'valibot';
import { requiredText } from '../validation.ts';
import { MentionsSchema } from './mentions.ts';
import { TagsSchema } from './tags.ts';

export const CATEGORIES = ['Career', 'Technical', 'Academic', 'General'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'General';

/** A question starts Open; its asker or an admin moves it between these. */
export const QUESTION_STATUSES = ['Open', 'In Progress', 'Resolved', 'Closed'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

export const QUESTION_CLOSED = 'This question is closed to new answers';

/** Answers a member may post in an hour and in a day (issue 51; ADR 0131): a busy helper's evening, not a flood. */
export const ANSWER_LIMITS = { perHour: 20, perDay: 50 } as const;
export const ANSWER_LIMIT_TEXTS = {
  perHour: `You have posted ${ANSWER_LIMITS.perHour} answers in the last hour. Please try again later.`,
  perDay: `You have posted ${ANSWER_LIMITS.perDay} answers today. Please try again tomorrow.`,
} as const;

const id = (message: string) => v.pipe(v.string(message), v.uuid(message));

/** Ask a Question: the spec's rules and messages. */
export const AskQuestionSchema = v.object({
  title: requiredText(
    v.pipe(
      v.string('Please enter a question title'),
      v.trim(),
      v.nonEmpty('Please enter a question title'),
      v.minLength(5, 'Title must be at least 5 characters'),
      v.maxLength(200, 'Title must be at most 200 characters'),
    ),
  ),
  content: requiredText(
    v.pipe(
      v.string('Please provide question details'),
      v.trim(),
      v.nonEmpty('Please provide question details'),
      v.minLength(10, 'Description must be at least 10 characters'),
      v.maxLength(10_000, 'Description must be at most 10000 characters'),
    ),
  ),
  category: v.optional(v.picklist(CATEGORIES, 'Choose a category'), DEFAULT_CATEGORY),
});
export type AskQuestion = v.InferOutput<typeof AskQuestionSchema>;

/** The queued write: the form's fields, the client's id, and the tags (issue 33; none by default). */
export const AskQuestionArgsSchema = v.object({ ...AskQuestionSchema.entries, id: id('Invalid question id'), tags: v.optional(TagsSchema, []) });
export type AskQuestionArgs = v.InferOutput<typeof AskQuestionArgsSchema>;

const trimmedText = (empty: string, max: number) =>
  requiredText(v.pipe(v.string(empty), v.trim(), v.nonEmpty(empty), v.maxLength(max, `Must be at most ${max} characters`)));

export const AnswerSchema = v.object({ answer: trimmedText('Please write an answer', 10_000) });
export const PostAnswerArgsSchema = v.object({
  ...AnswerSchema.entries,
  id: id('Invalid answer id'),
  questionId: id('Question not found'),
  /** Issue 33: the members the answer mentions (ids); the server keeps those who may see it. */
  mentions: MentionsSchema,
});
export type PostAnswerArgs = v.InferOutput<typeof PostAnswerArgsSchema>;

export const CommentSchema = v.object({ content: trimmedText('Please write a comment', 2_000) });
export const PostCommentArgsSchema = v.object({
  ...CommentSchema.entries,
  id: id('Invalid comment id'),
  answerId: id('Answer not found'),
  mentions: MentionsSchema,
});
export type PostCommentArgs = v.InferOutput<typeof PostCommentArgsSchema>;

export const SetQuestionStatusArgsSchema = v.object({
  questionId: id('Question not found'),
  status: v.picklist(QUESTION_STATUSES, 'Choose a status'),
});
export type SetQuestionStatusArgs = v.InferOutput<typeof SetQuestionStatusArgsSchema>;

export const ACCEPT_TEXTS = {
  notAsker: 'Only the person who asked can accept an answer',
  notOnQuestion: 'This answer is not on this question',
} as const;

/** acceptAnswer (issue 33): the asker marks the answer that helped; null takes the mark off. */
export const AcceptAnswerArgsSchema = v.object({
  questionId: id('Question not found'),
  answerId: v.nullable(id('Answer not found')),
});
export type AcceptAnswerArgs = v.InferOutput<typeof AcceptAnswerArgsSchema>;

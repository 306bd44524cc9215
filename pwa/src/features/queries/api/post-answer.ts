import { mentionsInText, type Mention } from '#domain/queries/mentions.ts';
import { AnswerSchema, QUESTION_CLOSED, type PostAnswerArgs } from '#domain/queries/question-schema.ts';
import { parseWith } from '#domain/validation.ts';
import { enqueue, type Write } from '#pwa/sync/enqueue.ts';
import { localDb, type LocalAnswer } from '#pwa/sync/local-db.ts';
import type { SessionUser } from '#pwa/stores/session-store.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { withoutPending } from './local-rows.ts';

export type PostResult = { ok: true } | { ok: false; message: string };

/**
 * An answer (spec 5: trimmed, never empty): the answer row and the question's answer count in one
 * local transaction with the queued `postAnswer`. Works for a question that is itself still queued:
 * the outbox sends in order.
 */
export async function postAnswer(user: SessionUser, questionId: string, text: string, picked: readonly Mention[] = []): Promise<PostResult> {
  const parsed = parseWith(AnswerSchema, { answer: text });
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const question = await localDb.questions.get(questionId);
  if (question?.status === 'Closed') return { ok: false, message: QUESTION_CLOSED };
  // Issue 33: the members picked while typing whose @name is still in the text.
  const mentions = mentionsInText(parsed.value.answer, picked).map(({ _id, fullName, rollNumber }) => ({ _id, fullName, rollNumber }));
  const args: PostAnswerArgs = { id: crypto.randomUUID(), questionId, answer: parsed.value.answer, mentions: mentions.map((m) => m._id) };
  const row: LocalAnswer = {
    _id: args.id,
    questionId,
    answer: args.answer,
    answeredBy: user.fullName,
    answeredById: user._id,
    createdAt: new Date().toISOString(),
    upvotes: 0,
    downvotes: 0,
    commentCount: 0,
    mentions,
  };
  const writes: Write[] = [{ table: 'answers', key: row._id, value: row }];
  if (question) {
    writes.push({ table: 'questions', key: questionId, value: { ...withoutPending(question), answerCount: question.answerCount + 1 } });
  }
  await enqueue({ userId: user._id, name: 'postAnswer', args, writes, label: `Answer to: ${question?.title ?? 'a question'}` });
  return { ok: true };
}

/** The signed-in member's postAnswer. */
export const usePostAnswer = () => useMemberAction(postAnswer);

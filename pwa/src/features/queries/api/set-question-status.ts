import { useCallback } from 'react';
import { SetQuestionStatusArgsSchema, type QuestionStatus } from '#domain/queries/question-schema.ts';
import { parseWith } from '#domain/validation.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { isAdminUser, useSessionStore, type SessionUser } from '#pwa/stores/session-store.ts';
import { withoutPending } from './local-rows.ts';

/** Who may move a question between Open, In Progress, Resolved and Closed: its asker or an admin. */
export const canSetStatus = (user: SessionUser | null, askedById: string | null) =>
  !!user && (isAdminUser(user) || (askedById !== null && askedById === user._id));

/** The new status shows at once and `setQuestionStatus` is queued; the server checks the asker again. */
export async function setQuestionStatus(userId: string, questionId: string, status: QuestionStatus) {
  const parsed = parseWith(SetQuestionStatusArgsSchema, { questionId, status });
  if (!parsed.ok) return { ok: false as const, message: parsed.message };
  const question = await localDb.questions.get(questionId);
  if (!question || question.status === status) return { ok: true as const };
  await enqueue({
    userId,
    name: 'setQuestionStatus',
    args: parsed.value,
    writes: [{ table: 'questions', key: questionId, value: { ...withoutPending(question), status } }],
    label: `Status ${status}: ${question.title}`,
  });
  return { ok: true as const };
}

export function useSetQuestionStatus() {
  const userId = useSessionStore((s) => s.user?._id);
  return useCallback(
    (questionId: string, status: QuestionStatus) =>
      userId ? setQuestionStatus(userId, questionId, status) : Promise.resolve({ ok: false as const, message: 'Please log in' }),
    [userId],
  );
}

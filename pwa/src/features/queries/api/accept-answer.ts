import { useCallback } from 'react';
import { AcceptAnswerArgsSchema } from '#domain/queries/question-schema.ts';
import { parseWith } from '#domain/validation.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { withoutPending } from './local-rows.ts';

/**
 * The asker's mark on the answer that helped (null: none), shown at once with the question as
 * Resolved, and queued as `acceptAnswer` (offline too, like a vote); the server checks the asker.
 */
export async function acceptAnswer(userId: string, questionId: string, answerId: string | null) {
  const parsed = parseWith(AcceptAnswerArgsSchema, { questionId, answerId });
  if (!parsed.ok) return { ok: false as const, message: parsed.message };
  const question = await localDb.questions.get(questionId);
  if (!question || (question.acceptedAnswerId ?? null) === answerId) return { ok: true as const };
  const status = answerId ? 'Resolved' : question.status === 'Resolved' ? 'Open' : question.status;
  await enqueue({
    userId,
    name: 'acceptAnswer',
    args: parsed.value,
    writes: [{ table: 'questions', key: questionId, value: { ...withoutPending(question), acceptedAnswerId: answerId, status } }],
    label: `${answerId ? 'Accepted an answer' : 'No accepted answer'}: ${question.title}`,
  });
  return { ok: true as const };
}

export function useAcceptAnswer() {
  const userId = useSessionStore((s) => s.user?._id);
  return useCallback(
    (questionId: string, answerId: string | null) =>
      userId ? acceptAnswer(userId, questionId, answerId) : Promise.resolve({ ok: false as const, message: 'Please log in' }),
    [userId],
  );
}

import { enqueue } from '#pwa/sync/enqueue.ts';
import { localDb } from '#pwa/sync/local-db.ts';
import type { SessionUser } from '#pwa/stores/session-store.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { withoutPending } from './local-rows.ts';
import type { PostResult } from './post-answer.ts';

/** The member's own answer, rewritten: shown at once, queued as `editAnswer`. */
export async function editAnswer(user: SessionUser, id: string, answer: string): Promise<PostResult> {
  const row = await localDb.answers.get(id);
  if (!row) return { ok: false, message: 'Answer not found' };
  await enqueue({
    userId: user._id,
    name: 'editAnswer',
    args: { id, answer },
    writes: [{ table: 'answers', key: id, value: { ...withoutPending(row), answer } }],
    label: 'Edit an answer',
  });
  return { ok: true };
}

export const useEditAnswer = () => useMemberAction(editAnswer);

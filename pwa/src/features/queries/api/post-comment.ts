import { mentionsInText, type Mention } from '#domain/queries/mentions.ts';
import { CommentSchema, type PostCommentArgs } from '#domain/queries/question-schema.ts';
import { parseWith } from '#domain/validation.ts';
import { enqueue, type Write } from '#pwa/sync/enqueue.ts';
import { localDb, type LocalComment } from '#pwa/sync/local-db.ts';
import type { SessionUser } from '#pwa/stores/session-store.ts';
import { useMemberAction } from '../hooks/use-member-action.ts';
import { withoutPending } from './local-rows.ts';
import type { PostResult } from './post-answer.ts';

/** A comment (trimmed, never empty) and the answer's comment count, with the queued `postComment`. */
export async function postComment(user: SessionUser, answerId: string, text: string, picked: readonly Mention[] = []): Promise<PostResult> {
  const parsed = parseWith(CommentSchema, { content: text });
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const answer = await localDb.answers.get(answerId);
  const mentions = mentionsInText(parsed.value.content, picked).map(({ _id, fullName, rollNumber }) => ({ _id, fullName, rollNumber }));
  const args: PostCommentArgs = { id: crypto.randomUUID(), answerId, content: parsed.value.content, mentions: mentions.map((m) => m._id) };
  const row: LocalComment = {
    _id: args.id,
    answerId,
    content: args.content,
    commentedBy: user.fullName,
    commentedById: user._id,
    createdAt: new Date().toISOString(),
    mentions,
  };
  const writes: Write[] = [{ table: 'comments', key: row._id, value: row }];
  if (answer) {
    writes.push({ table: 'answers', key: answerId, value: { ...withoutPending(answer), commentCount: answer.commentCount + 1 } });
  }
  await enqueue({ userId: user._id, name: 'postComment', args, writes, label: 'Comment on an answer' });
  return { ok: true };
}

/** The signed-in member's postComment. */
export const usePostComment = () => useMemberAction(postComment);

import { useCallback } from 'react';
import { AskQuestionSchema, type AskQuestionArgs } from '#domain/queries/question-schema.ts';
import { TagsSchema } from '#domain/queries/tags.ts';
import { parseWith, type FieldIssue } from '#domain/validation.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import type { LocalQuestion } from '#pwa/sync/local-db.ts';
import { useSessionStore, type SessionUser } from '#pwa/stores/session-store.ts';

export type AskResult = { ok: true; id: string } | { ok: false; issues: FieldIssue[]; message: string };

/**
 * Ask a Question (spec 2 and 5): the spec's rules, then one local transaction that shows the
 * question at once and queues `askQuestion` for the server, offline or online. The id is made
 * here, so answers can point at the question before the server has seen it.
 */
export async function askQuestion(user: SessionUser, input: unknown, tags: readonly string[] = []): Promise<AskResult> {
  const parsed = parseWith(AskQuestionSchema, input);
  if (!parsed.ok) return { ok: false, issues: parsed.issues, message: parsed.message };
  const chosen = parseWith(TagsSchema, tags);
  if (!chosen.ok) return { ok: false, issues: chosen.issues, message: chosen.message };
  const args: AskQuestionArgs = { ...parsed.value, id: crypto.randomUUID(), tags: chosen.value };
  const row: LocalQuestion = {
    _id: args.id,
    title: args.title,
    content: args.content,
    category: args.category,
    tags: args.tags,
    status: 'Open', // spec: a question starts Open
    askedBy: user.fullName,
    askedById: user._id,
    createdAt: new Date().toISOString(),
    upvotes: 0,
    downvotes: 0,
    answerCount: 0,
  };
  await enqueue({
    userId: user._id,
    name: 'askQuestion',
    args,
    writes: [{ table: 'questions', key: row._id, value: row }],
    label: `Question: ${args.title}`,
  });
  return { ok: true, id: args.id };
}

/** The signed-in member's askQuestion. */
export function useAskQuestion() {
  const user = useSessionStore((s) => s.user);
  return useCallback((input: unknown, tags: readonly string[] = []) => {
    if (!user) return Promise.reject(new Error('Please log in to ask a question'));
    return askQuestion(user, input, tags);
  }, [user]);
}

import { useEffect } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { useLiveQuery } from 'dexie-react-hooks';
import type { VoteValue } from '#domain/queries/votes.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { localDb, type LocalAnswer, type LocalComment, type LocalQuestion } from '#pwa/sync/local-db.ts';
import { loadQuestion, QUESTION_LOAD_FAILED, QUESTION_OFFLINE } from '../api/get-question.ts';
import { queryLoadMessage } from '../api/get-questions.ts';

export type AnswerView = LocalAnswer & { myVote: VoteValue; comments: LocalComment[] };
export type QuestionView = { question: LocalQuestion; myVote: VoteValue; answers: AnswerView[] };

export type QuestionDetail = { status: 'loading' } | { status: 'missing' } | ({ status: 'ready' } & QuestionView);

const byDate = (a: { createdAt: string }, b: { createdAt: string }) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || 0;

/** The question, its answers (oldest first) and their comments, and the member's votes, all local. */
async function readQuestion(id: string): Promise<QuestionView | null> {
  const question = await localDb.questions.get(id);
  if (!question) return null;
  const answers = (await localDb.answers.where('questionId').equals(id).toArray()).sort(byDate);
  const ids = answers.map((a) => a._id);
  const [comments, votes] = await Promise.all([
    localDb.comments.where('answerId').anyOf(ids).toArray(),
    localDb.votes.bulkGet([`question:${id}`, ...ids.map((a) => `answer:${a}`)]),
  ]);
  comments.sort(byDate);
  return {
    question,
    myVote: votes[0]?.value ?? 0,
    answers: answers.map((a, i) => ({
      ...a,
      myVote: votes[i + 1]?.value ?? 0,
      comments: comments.filter((c) => c.answerId === a._id),
    })),
  };
}

/**
 * Question detail from the local store, live: votes, answers and comments show the moment they
 * are made. A question this device does not hold yet is fetched once; a failure is a red toast
 * (spec section 8) and no page.
 */
export function useQuestionDetail(id: string): QuestionDetail {
  const view = useLiveQuery(async () => (await readQuestion(id)) ?? null, [id]);
  // IndexedDB keeps what the fetch brings, so the cache does not (keepMs 0).
  const fill = useOnlineQuery(`question:${id}`, (signal) => loadQuestion(id, signal), { enabled: view === null, keepMs: 0 });

  useEffect(() => {
    if (fill.error === undefined) return;
    toast.error(queryLoadMessage(fill.error, QUESTION_OFFLINE, QUESTION_LOAD_FAILED), { id: `question-${id}` });
  }, [fill.error, id]);

  if (view) return { status: 'ready', ...view };
  if (view === null && fill.status === 'error') return { status: 'missing' };
  return { status: 'loading' };
}

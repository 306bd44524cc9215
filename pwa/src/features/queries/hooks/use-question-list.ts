import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type LocalQuestion } from '../../../sync/local-db.ts';
import { loadQuestionList } from '../api/get-questions.ts';

export type QuestionList =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; questions: LocalQuestion[] };

/**
 * The Query Portal list, read from the local store that the sync engine fills (offline too). Only
 * while the store is still empty does the screen fetch the list itself, so a first visit has a
 * loading state and, when that fails, an error with the server's message.
 */
export function useQuestionList(): QuestionList {
  const questions = useLiveQuery(() => localDb.questions.toArray(), []);
  const [fill, setFill] = useState<{ state: 'idle' | 'loading' | 'done' } | { state: 'error'; message: string }>({ state: 'idle' });
  const empty = questions !== undefined && questions.length === 0;

  // Runs when the store is (or becomes) empty; a pull that fills it first cancels the fetch.
  useEffect(() => {
    if (!empty) return;
    const controller = new AbortController();
    setFill({ state: 'loading' });
    void loadQuestionList(controller.signal).then((result) => {
      if (!controller.signal.aborted) setFill(result.ok ? { state: 'done' } : { state: 'error', message: result.message });
    });
    return () => controller.abort();
  }, [empty]);

  if (!questions) return { status: 'loading' };
  if (questions.length === 0) {
    if (fill.state === 'error') return { status: 'error', message: fill.message };
    if (fill.state !== 'done') return { status: 'loading' };
  }
  return { status: 'ready', questions };
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { localDb, type LocalQuestion } from '#pwa/sync/local-db.ts';
import { LIST_LOAD_FAILED, LIST_OFFLINE, loadQuestionList, queryLoadMessage } from '../api/get-questions.ts';

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
  // Runs while the store is (or becomes) empty; a pull that fills it first cancels the fetch.
  // IndexedDB keeps what it brings, so the cache does not (keepMs 0).
  const fill = useOnlineQuery('questions', loadQuestionList, { enabled: questions?.length === 0, keepMs: 0 });

  if (!questions) return { status: 'loading' };
  if (questions.length === 0) {
    if (fill.status === 'error') return { status: 'error', message: queryLoadMessage(fill.error, LIST_OFFLINE, LIST_LOAD_FAILED) };
    if (fill.status === 'loading') return { status: 'loading' };
  }
  return { status: 'ready', questions };
}

import { useEffect, useState } from 'react';
import type { QuestionSearchPage } from '#domain/queries/search.ts';
import { wordsOf } from '#domain/queries/search-words.ts';
import { similarQuestions } from '../api/search-questions.ts';

const DEBOUNCE_MS = 400;

/** Enough of a title to look for others like it: three words, or twelve characters. */
export const enoughToCompare = (title: string) => wordsOf(title).length >= 3 || title.trim().length >= 12;

/**
 * Questions like the title being written (issue 33), asked 400 ms after the last keystroke, a newer
 * title aborting the search before; null while the title is too short. Nothing here runs on a
 * keystroke itself: the search is a request or a message to the search worker.
 */
export function useSimilarQuestions(title: string): QuestionSearchPage | null {
  const text = title.trim();
  const [page, setPage] = useState<QuestionSearchPage | null>(null);
  const enough = enoughToCompare(text);
  useEffect(() => {
    if (!enough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      similarQuestions(text, controller.signal).then(
        (answer) => !controller.signal.aborted && setPage(answer.page),
        () => undefined, // a search that failed shows nothing: the member is writing, not searching
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enough]);
  return enough ? page : null;
}

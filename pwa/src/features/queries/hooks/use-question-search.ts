import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { QuestionSearchQuerySchema, type QuestionSearchHit, type QuestionSearchPage, type SearchFilter } from '#domain/queries/search.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { searchQuestions, type SearchSource } from '../api/search-questions.ts';

export type QuestionSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; page: QuestionSearchPage; hits: QuestionSearchHit[]; source: SearchSource; more: boolean; loadingMore: boolean };

const DEBOUNCE_MS = 250;
const FAILED = 'Could not search the questions. Please try again.';

/**
 * The search box's ranked results (issue 33): asked 250 ms after the last keystroke, a newer search
 * aborting the one before; 'Load more' appends the next page of the same search.
 */
export function useQuestionSearch(text: string, filter: SearchFilter): QuestionSearch & { loadMore: () => void } {
  const q = text.trim();
  const [state, setState] = useState<QuestionSearch>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  useEffect(() => {
    current.current?.abort();
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    const parsed = v.safeParse(QuestionSearchQuerySchema, { q, filter, page: '1' });
    if (!parsed.success) {
      setState({ status: 'error', message: parsed.issues[0].message });
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    const timer = setTimeout(() => {
      searchQuestions(parsed.output, controller.signal).then(
        ({ page, source }) => {
          if (controller.signal.aborted) return;
          setState({ status: 'ready', page, hits: page.hits, source, more: page.page * page.pageSize < page.total, loadingMore: false });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', message: loadErrorMessage(error, FAILED) });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, filter]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.more || state.loadingMore) return;
    const controller = current.current ?? new AbortController();
    const next = { q: state.page.query || q, filter: state.page.filter, page: state.page.page + 1 };
    setState({ ...state, loadingMore: true });
    searchQuestions(next, controller.signal).then(
      ({ page, source }) => {
        if (controller.signal.aborted) return;
        setState((s) =>
          s.status === 'ready'
            ? { status: 'ready', page, hits: [...s.hits, ...page.hits], source, more: page.page * page.pageSize < page.total, loadingMore: false }
            : s,
        );
      },
      () => setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false } : s)),
    );
  }, [state, q]);

  return { ...state, loadMore };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import {
  CATEGORY_FILTER_OPTIONS,
  DEFAULT_QUESTION_FILTERS,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type QuestionFilters,
} from '#domain/queries/question-list.ts';

type Key = keyof QuestionFilters;

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/**
 * The list's search, filters and sort, kept in the address (?category=Career&sort=Popular), so the
 * back button from a question returns to the same view and a filtered list can be shared.
 */
export function useQuestionFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? DEFAULT_QUESTION_FILTERS.search;
  const category = pick(CATEGORY_FILTER_OPTIONS, params.get('category'), DEFAULT_QUESTION_FILTERS.category);
  const status = pick(STATUS_FILTER_OPTIONS, params.get('status'), DEFAULT_QUESTION_FILTERS.status);
  const sort = pick(SORT_OPTIONS, params.get('sort'), DEFAULT_QUESTION_FILTERS.sort);
  // The same object while the address says the same, so the list's memos and deferred render hold.
  const filters: QuestionFilters = useMemo(() => ({ search, category, status, sort }), [search, category, status, sort]);

  // Stable (wouter's setter is), so the memoised filters and cards are not rendered again.
  const setFilter = useCallback(
    <K extends Key>(key: K, value: QuestionFilters[K]) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === DEFAULT_QUESTION_FILTERS[key]) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clear = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const isDefault = (Object.keys(DEFAULT_QUESTION_FILTERS) as Key[]).every((k) => filters[k] === DEFAULT_QUESTION_FILTERS[k]);
  return { filters, setFilter, clear, isDefault };
}

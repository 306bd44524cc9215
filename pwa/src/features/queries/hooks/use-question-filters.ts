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
  const filters: QuestionFilters = {
    search: params.get('search') ?? DEFAULT_QUESTION_FILTERS.search,
    category: pick(CATEGORY_FILTER_OPTIONS, params.get('category'), DEFAULT_QUESTION_FILTERS.category),
    status: pick(STATUS_FILTER_OPTIONS, params.get('status'), DEFAULT_QUESTION_FILTERS.status),
    sort: pick(SORT_OPTIONS, params.get('sort'), DEFAULT_QUESTION_FILTERS.sort),
  };

  const setFilter = <K extends Key>(key: K, value: QuestionFilters[K]) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === DEFAULT_QUESTION_FILTERS[key]) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const clear = () => setParams({}, { replace: true });
  const isDefault = (Object.keys(DEFAULT_QUESTION_FILTERS) as Key[]).every((k) => filters[k] === DEFAULT_QUESTION_FILTERS[k]);
  return { filters, setFilter, clear, isDefault };
}

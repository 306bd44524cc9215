import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import {
  CATEGORY_FILTER_OPTIONS,
  DEFAULT_QUESTION_FILTERS,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type QuestionFilters,
} from '#domain/queries/question-list.ts';
import { normalizeTag } from '#domain/queries/tags.ts';

type Key = keyof QuestionFilters;

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/**
 * The list's search, filters and sort, kept in the address (?category=Career&sort=Popular), so the
 * back button from a question returns to the same view and a filtered list can be shared.
 *
 * The search box's text runs a frame ahead of the address: a keystroke filters and paints the list
 * at once, and the address is replaced just after that paint (replacing it, and the router's render
 * that follows, cost a keystroke on a slow phone as much as filtering 10,000 questions; ADR 0087).
 */
export function useQuestionFilters() {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get('search') ?? DEFAULT_QUESTION_FILTERS.search;
  // What was typed, over which text of the address: an address changed since (Back, a link) wins.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const search = typed && typed.over === inAddress ? typed.text : inAddress;
  const category = pick(CATEGORY_FILTER_OPTIONS, params.get('category'), DEFAULT_QUESTION_FILTERS.category);
  const status = pick(STATUS_FILTER_OPTIONS, params.get('status'), DEFAULT_QUESTION_FILTERS.status);
  const sort = pick(SORT_OPTIONS, params.get('sort'), DEFAULT_QUESTION_FILTERS.sort);
  const tag = normalizeTag(params.get('tag') ?? '');
  // The same object while the filters stay the same, so the list's memos hold.
  const filters: QuestionFilters = useMemo(() => ({ search, category, status, tag, sort }), [search, category, status, tag, sort]);

  const write = useCallback(
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
  useEffect(() => {
    if (typed && typed.over === inAddress && typed.text !== inAddress) write('search', typed.text);
  }, [typed, inAddress, write]);

  const address = useRef(inAddress);
  useLayoutEffect(() => {
    address.current = inAddress;
  });
  // Stable (wouter's setter is), so the memoised filters and cards are not rendered again.
  const setFilter = useCallback(
    <K extends Key>(key: K, value: QuestionFilters[K]) => {
      if (key === 'search') setTyped({ text: value, over: address.current });
      else write(key, value);
    },
    [write],
  );
  const clear = useCallback(() => {
    setTyped(null);
    setParams({}, { replace: true });
  }, [setParams]);
  const isDefault = (Object.keys(DEFAULT_QUESTION_FILTERS) as Key[]).every((k) => filters[k] === DEFAULT_QUESTION_FILTERS[k]);
  return { filters, setFilter, clear, isDefault };
}

import { memo, type ChangeEvent } from 'react';
import {
  CATEGORY_FILTER_OPTIONS,
  SORT_OPTIONS,
  STATUS_FILTER_OPTIONS,
  type QuestionFilters as Filters,
} from '#domain/queries/question-list.ts';
import { ChevronDownIcon, SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { FilterIcon } from './query-icons.tsx';

type Props = {
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
  onClear: () => void;
  isDefault: boolean;
  /** Phones only: whether the selects are unfolded (the page opens them when a chip sets one). */
  open: boolean;
  onToggle: () => void;
};

const control =
  'block h-11 w-full rounded-xl border border-slate-300 bg-white text-sm text-slate-900 shadow-sm transition-colors ' +
  'focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30';

function FilterSelect<T extends string>(props: { id: string; label: string; value: T; options: readonly T[]; onChange: (v: T) => void }) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {props.label}
      </label>
      <div className="relative">
        <select
          id={props.id}
          value={props.value}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => props.onChange(e.target.value as T)}
          className={`${control} appearance-none pr-10 pl-3.5`}
        >
          {props.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
      </div>
    </div>
  );
}

/** Search, category, status and sort (spec 2); on phones the three selects fold behind a toggle. */
export const QuestionFilters = memo(function QuestionFilters({ filters, onChange, onClear, isDefault, open, onToggle }: Props) {
  return (
    <section aria-label="Search and filter questions" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            type="search"
            aria-label="Search questions"
            placeholder="Search questions..."
            value={filters.search}
            maxLength={200}
            onChange={(e) => onChange('search', e.target.value)}
            className={`${control} pr-3 pl-10 placeholder:text-slate-500 dark:placeholder:text-slate-400`}
          />
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="question-filter-fields"
          onClick={onToggle}
          className={buttonClasses('secondary', 'md', 'shrink-0 md:hidden')}
        >
          <FilterIcon className="size-4" />
          {open ? 'Hide Filters' : 'Show Filters'}
        </button>
      </div>
      <div
        id="question-filter-fields"
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-3 sm:grid-cols-3 md:grid md:grid-cols-[1fr_1fr_1fr_auto] md:items-end`}
      >
        <FilterSelect id="filter-category" label="Category" value={filters.category} options={CATEGORY_FILTER_OPTIONS} onChange={(v) => onChange('category', v)} />
        <FilterSelect id="filter-status" label="Status" value={filters.status} options={STATUS_FILTER_OPTIONS} onChange={(v) => onChange('status', v)} />
        <FilterSelect id="filter-sort" label="Sort by" value={filters.sort} options={SORT_OPTIONS} onChange={(v) => onChange('sort', v)} />
        <button type="button" onClick={onClear} disabled={isDefault} className={buttonClasses('ghost', 'md', 'sm:col-span-3 md:col-span-1')}>
          Clear Filters
        </button>
      </div>
      {filters.tag && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          Questions tagged <span className="font-semibold">#{filters.tag}</span>
          <button type="button" onClick={() => onChange('tag', '')} className={buttonClasses('ghost', 'sm')}>
            Show all tags
          </button>
        </p>
      )}
    </section>
  );
});

import { memo, useMemo, useState, type ChangeEvent } from 'react';
import { EXPERIENCE_LEVELS } from '#domain/jobs/job-schema.ts';
import { SALARY_MAX_LAKHS, SALARY_STEP_LAKHS, type JobFilters } from '#domain/jobs/job-filters.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { ListedJob } from '../api/get-jobs.ts';
import { byName } from '#domain/compare-text.ts';

export type PanelFilters = Omit<JobFilters, 'search'>;

type Props = {
  id: string;
  /** The panel's own filters (the search box is the board's): a keystroke there does not render the panel. */
  filters: PanelFilters;
  /** Whether any filter is set, the search included ('Clear all filters'). */
  canClear: boolean;
  onChange: (patch: Partial<JobFilters>) => void;
  onClear: () => void;
  /** The list, whose titles and locations are offered as suggestions. */
  jobs: readonly ListedJob[] | null;
  /** Below lg the panel shows only when the member opens it (the mobile toggle). */
  open: boolean;
};

const input =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30';
const label = 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200';
const check = 'size-4 rounded border-slate-400 accent-indigo-600 dark:accent-indigo-400';

/** At most this many suggestions a field, the most frequent: a list of thousands helps no one. */
const MAX_SUGGESTIONS = 200;

/** The most frequent distinct values (trimmed, not blank), in alphabetical order. */
export function suggestionsOf(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) {
    const t = v.trim();
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const distinct = [...counts.keys()];
  const kept = distinct.length <= MAX_SUGGESTIONS ? distinct : distinct.sort((a, b) => counts.get(b)! - counts.get(a)!).slice(0, MAX_SUGGESTIONS);
  return kept.sort(byName);
}

/** The datalists of Profile and Location: rendered again only when the list changes, not per keystroke. */
const Suggestions = memo(function Suggestions({ id, jobs }: { id: string; jobs: readonly ListedJob[] }) {
  const titles = useMemo(() => suggestionsOf(jobs.map((j) => j.title)), [jobs]);
  const locations = useMemo(() => suggestionsOf(jobs.map((j) => j.location)), [jobs]);
  return (
    <>
      <datalist id={`${id}-titles`}>
        {titles.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <datalist id={`${id}-locations`}>
        {locations.map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
    </>
  );
});

const NO_JOBS: readonly ListedJob[] = [];

export const salaryText = (lakhs: number) => (lakhs > 0 ? `₹${lakhs} lakhs per annum` : 'Any salary');

/** Spec section 2: Profile, Years of Experience, Location, Work from home, Part-time, salary, Clear all. */
export const JobFiltersPanel = memo(function JobFiltersPanel({ id, filters, canClear, onChange, onClear, jobs, open }: Props) {
  const text = (key: 'profile' | 'location') => (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value });
  // The suggestions matter only once a field is used: worked out when one is first focused, not
  // in a phone's first seconds (sorting them alphabetically loads the locale's collation data).
  const [suggest, setSuggest] = useState(false);
  const wantSuggestions = () => setSuggest(true);
  const toggleLevel = (level: string) =>
    onChange({
      experience: filters.experience.includes(level)
        ? filters.experience.filter((l) => l !== level)
        : EXPERIENCE_LEVELS.filter((l) => l === level || filters.experience.includes(l)),
    });

  return (
    <aside
      id={id}
      aria-label="Filters"
      className={`${open ? 'block' : 'hidden'} rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:block dark:border-slate-800 dark:bg-slate-900`}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900 dark:text-white">Filters</h2>
        <button type="button" onClick={onClear} disabled={!canClear} className={buttonClasses('ghost', 'sm', '-mr-2')}>
          Clear all filters
        </button>
      </div>
      {suggest && <Suggestions id={id} jobs={jobs ?? NO_JOBS} />}
      <div className="mt-4 space-y-5">
        <div>
          <label htmlFor={`${id}-profile`} className={label}>
            Profile
          </label>
          <input id={`${id}-profile`} list={`${id}-titles`} className={input} placeholder="e.g. Frontend Engineer" value={filters.profile} onChange={text('profile')} onFocus={wantSuggestions} autoComplete="off" maxLength={100} />
        </div>
        <fieldset>
          <legend className={label}>Years of Experience</legend>
          {/* Spec section 9: the filter menu is at most 200 px tall. */}
          <div className="max-h-[200px] overflow-y-auto rounded-xl border border-slate-200 p-1.5 dark:border-slate-700">
            {EXPERIENCE_LEVELS.map((level) => (
              <label key={level} className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-0.5 text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-slate-800">
                <input type="checkbox" className={check} checked={filters.experience.includes(level)} onChange={() => toggleLevel(level)} />
                {level}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-location`} className={label}>
            Location
          </label>
          <input id={`${id}-location`} list={`${id}-locations`} className={input} placeholder="e.g. Bengaluru" value={filters.location} onChange={text('location')} onFocus={wantSuggestions} autoComplete="off" maxLength={100} />
        </div>
        <div className="space-y-2">
          <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" className={check} checked={filters.workFromHome} onChange={(e) => onChange({ workFromHome: e.target.checked })} />
            Work from home
          </label>
          <label className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" className={check} checked={filters.partTime} onChange={(e) => onChange({ partTime: e.target.checked })} />
            Part-time
          </label>
        </div>
        <div>
          <label htmlFor={`${id}-salary`} className={label}>
            Annual salary
          </label>
          <input
            id={`${id}-salary`}
            type="range"
            min={0}
            max={SALARY_MAX_LAKHS}
            step={SALARY_STEP_LAKHS}
            value={filters.salaryLakhs}
            onChange={(e) => onChange({ salaryLakhs: Number(e.target.value) })}
            aria-valuetext={salaryText(filters.salaryLakhs)}
            className="w-full accent-indigo-600 dark:accent-indigo-400"
          />
          <div className="mt-1 flex justify-between text-xs text-slate-600 tabular-nums dark:text-slate-400">
            <span>0</span>
            <output htmlFor={`${id}-salary`} className="font-semibold text-slate-900 dark:text-white">
              {salaryText(filters.salaryLakhs)}
            </output>
            <span>10 L</span>
          </div>
        </div>
      </div>
    </aside>
  );
});

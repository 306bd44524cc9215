import type { EventFilters } from '../utils/event-filters.ts';

const field =
  'h-11 rounded-xl border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white';
const check = 'inline-flex h-11 items-center gap-2 rounded-xl border border-slate-300 px-3 text-sm font-medium text-slate-800 dark:border-slate-700 dark:text-slate-200';

type Props = { filters: EventFilters; cities: string[]; onChange: (filters: EventFilters) => void };

/** City, online only, batch reunions only. */
export function EventFiltersBar({ filters, cities, onChange }: Props) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">Filter events</legend>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        City
        <select className={field} value={filters.city} disabled={filters.onlineOnly} onChange={(e) => onChange({ ...filters, city: e.target.value })}>
          <option value="">All cities</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </label>
      <label className={check}>
        <input type="checkbox" className="size-4 accent-indigo-600" checked={filters.onlineOnly} onChange={(e) => onChange({ ...filters, onlineOnly: e.target.checked, city: '' })} />
        Online
      </label>
      <label className={check}>
        <input type="checkbox" className="size-4 accent-indigo-600" checked={filters.reunionsOnly} onChange={(e) => onChange({ ...filters, reunionsOnly: e.target.checked })} />
        Batch reunions
      </label>
    </fieldset>
  );
}

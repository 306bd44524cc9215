import { useId, useMemo, useState } from 'react';
import type { EventGuest } from '#domain/events/event.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

const SHOWN = 20;

/** The fallback to the camera: find a guest by name or roll number and check them in by hand. */
export function GuestSearch({ guests, onPick }: { guests: EventGuest[]; onPick: (guest: EventGuest) => void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const found = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return guests.filter((g) => g.fullName.toLowerCase().includes(q) || String(g.rollNumber).includes(q)).slice(0, SHOWN);
  }, [guests, query]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">Find a guest</h2>
      <label htmlFor={`${id}-q`} className="mt-2 block text-sm font-medium text-slate-700 dark:text-slate-300">
        Name or roll number
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      />
      {query.trim() && found.length === 0 && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No guest matches.</p>}
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
        {found.map((guest) => (
          <li key={guest._id} className="flex items-center justify-between gap-3 py-2.5">
            <span className="min-w-0">
              <span className="block font-medium break-words text-slate-900 dark:text-white">{guest.fullName}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                Roll {guest.rollNumber} · {guest.batch}
                {guest.checkedInAt ? ' · checked in' : ''}
              </span>
            </span>
            <button type="button" className={buttonClasses(guest.checkedInAt ? 'ghost' : 'secondary', 'sm')} onClick={() => onPick(guest)} aria-label={`Check in ${guest.fullName}`}>
              Check in
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

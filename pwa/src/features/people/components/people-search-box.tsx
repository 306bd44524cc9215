import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { PersonCard } from '#domain/people/person-card.ts';
import { SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { selectIsAdmin, useSessionStore } from '#pwa/stores/session-store.ts';
import { searchErrorMessage } from '../api/search-people.ts';
import { usePeopleSearch } from '../hooks/use-people-search.ts';

const CLOSE_AFTER_BLUR_MS = 200; // spec section 2: the dropdown closes 200 ms after the box loses focus

const profileHref = (person: PersonCard) => `/profiles/${person.rollNumber}`;
const describe = (p: PersonCard) => [p.position && p.companyName ? `${p.position}, ${p.companyName}` : p.companyName || p.position, `${p.branch} · ${p.batch}`].filter(Boolean).join(' · ');

/**
 * The nav search box (spec section 2): placeholder 'search alumni/student', a 'Suggestion' dropdown
 * of people linking to their profiles, hidden for the admin. A combobox by the ARIA pattern: arrows
 * move, Enter opens, Escape closes. Visitors are invited to log in instead.
 */
export function PeopleSearchBox({ onNavigate, className = '' }: { onNavigate?: () => void; className?: string }) {
  const user = useSessionStore((s) => s.user);
  const isAdmin = useSessionStore(selectIsAdmin);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [, navigate] = useLocation();
  const id = useId();
  const listId = `${id}-list`;
  const search = usePeopleSearch(text, !!user && !isAdmin);
  const { people } = search;

  useEffect(() => () => clearTimeout(blurTimer.current), []);
  useEffect(() => setActive(-1), [people]);
  if (isAdmin) return null;

  const go = (person: PersonCard) => {
    setOpen(false);
    setText('');
    onNavigate?.();
    navigate(profileHref(person));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!people.length) return;
      const n = people.length;
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const person = people[active] ?? (people.length === 1 ? people[0] : undefined);
      if (person) {
        event.preventDefault();
        go(person);
      }
    } else if (event.key === 'Escape') {
      if (open && search.query) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
    }
  };

  const showList = open && (search.query !== '' || !user);
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search alumni and students
      </label>
      <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && people[active] ? `${id}-option-${active}` : undefined}
        placeholder="search alumni/student"
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          blurTimer.current = setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
      <div
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-2 min-w-72 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <p id={`${id}-title`} className="border-b border-slate-200 px-4 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          Suggestion
        </p>
        <ul id={listId} role="listbox" aria-labelledby={`${id}-title`} className="max-h-96 overflow-y-auto py-1">
          {/* Options navigate on click or Enter; a link inside an option would nest interactive controls. */}
          {people.map((person, index) => (
            <li
              key={person._id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(person)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 ${index === active ? 'bg-indigo-50 dark:bg-indigo-500/15' : 'hover:bg-slate-50 dark:hover:bg-slate-800'}`}
            >
              <Avatar name={person.fullName} src={person.profilePicture} />
              <span className="min-w-0">
                <span className="block truncate font-medium text-slate-900 dark:text-white">{person.fullName}</span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{describe(person)}</span>
              </span>
            </li>
          ))}
        </ul>
        <SearchNote signedIn={!!user} status={search.status} count={people.length} query={search.query} error={search.error} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

function SearchNote(props: { signedIn: boolean; status: string; count: number; query: string; error: unknown; onNavigate?: () => void }) {
  const note = 'px-4 py-3 text-sm text-slate-600 dark:text-slate-400';
  if (!props.signedIn) {
    return (
      <p className={note}>
        <Link href="/login" onClick={props.onNavigate} className="font-semibold text-indigo-700 underline dark:text-indigo-300">
          Log in
        </Link>{' '}
        to search alumni and students.
      </p>
    );
  }
  const text =
    props.status === 'loading'
      ? 'Searching...'
      : props.status === 'error'
        ? searchErrorMessage(props.error)
        : props.status === 'success' && props.count === 0
          ? `No one found for “${props.query}”.`
          : null;
  return text ? (
    <p role="status" className={note}>
      {text}
    </p>
  ) : null;
}

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import { mentionAt } from '#domain/queries/mentions.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import type { SuggestedPerson } from '#pwa/lib/people-suggestions.ts';
import { usePeopleSuggestions } from '#pwa/hooks/use-people-suggestions.ts';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A member picked from the suggestions: their `@Full Name` is now in the text. */
  onMention: (person: SuggestedPerson) => void;
};

/**
 * A textarea that suggests members after `@` (issue 33). The suggestions are a listbox the textarea
 * controls: arrows move, Enter or Tab picks, Escape closes; the caret stays in the text.
 */
export function MentionTextarea({ id, value, onChange, onMention, onKeyDown, onBlur, ...rest }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [closedAt, setClosedAt] = useState<number | null>(null);
  const placeCaret = useRef<number | null>(null);
  const listId = `${useId()}-mentions`;

  const at = caret === null ? null : mentionAt(value, caret);
  const open = at !== null && closedAt !== at.start;
  const people = usePeopleSuggestions(open ? at.query : null);
  const shown = open && people.length > 0;
  const current = Math.min(active, people.length - 1);

  useLayoutEffect(() => {
    if (placeCaret.current === null || !ref.current) return;
    ref.current.setSelectionRange(placeCaret.current, placeCaret.current);
    setCaret(placeCaret.current);
    placeCaret.current = null;
  }, [value]);

  const track = () => setCaret(ref.current?.selectionStart ?? null);
  const pick = (person: SuggestedPerson) => {
    if (!at || caret === null) return;
    const inserted = `@${person.fullName} `;
    placeCaret.current = at.start + inserted.length;
    onMention(person);
    onChange(value.slice(0, at.start) + inserted + value.slice(caret));
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (shown) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const n = people.length;
        return setActive((i) => (event.key === 'ArrowDown' ? (Math.min(i, n - 1) + 1) % n : i <= 0 ? n - 1 : i - 1));
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        return pick(people[current]!);
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        return setClosedAt(at.start);
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className="relative w-full">
      <textarea
        {...rest}
        ref={ref}
        id={id}
        value={value}
        aria-autocomplete="list"
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={shown ? `${listId}-${current}` : undefined}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart);
          setActive(0);
        }}
        onSelect={track}
        onClick={track}
        onKeyDown={keyDown}
        onBlur={(e) => {
          setCaret(null);
          onBlur?.(e);
        }}
      />
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Mention someone"
          className="absolute inset-x-0 top-full z-40 mt-1 max-h-72 overflow-y-auto rounded-2xl border border-slate-200 bg-white py-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          {people.map((person, index) => (
            <li
              key={person._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(person)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${index === current ? 'bg-indigo-50 dark:bg-indigo-500/15' : 'hover:bg-slate-50 dark:hover:bg-slate-800'}`}
            >
              <Avatar name={person.fullName} />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{person.fullName}</span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{person.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {shown ? `${people.length} ${people.length === 1 ? 'person' : 'people'} to mention: arrows to choose, Enter to pick` : ''}
      </p>
    </div>
  );
}

import { useId } from 'react';
import type { EventPerson } from '#domain/events/event.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';

type Props = { title: string; people: EventPerson[]; note?: string; more?: number };

/** Hosts, or the first members going (those whose privacy settings let them be shown). */
export function PeopleList({ title, people, note, more = 0 }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      {note && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      {people.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {people.map((person) => (
            <li key={person._id} className="flex items-center gap-2 rounded-xl border border-slate-200 py-1.5 pr-3 pl-1.5 dark:border-slate-800">
              <Avatar name={person.fullName} src={person.profilePicture} />
              <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{person.fullName}</span>
            </li>
          ))}
          {more > 0 && <li className="self-center text-sm text-slate-600 dark:text-slate-400">and {more} more</li>}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'wouter';
import type { PersonCard } from '#domain/people/person-card.ts';
import { BriefcaseIcon, MapPinIcon } from '#pwa/components/icons/common-icons.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { ReputationBadge } from '#pwa/components/ui/reputation-badge.tsx';

/** One member in the directory: the whole card opens their profile. */
export function PersonCardView({ person }: { person: PersonCard }) {
  const work = person.position && person.companyName ? `${person.position} at ${person.companyName}` : person.position || person.companyName;
  return (
    <li>
      <Link
        href={`/profiles/${person.rollNumber}`}
        className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 dark:focus-visible:outline-indigo-400"
      >
        <Avatar name={person.fullName} src={person.profilePicture} size="md" />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-slate-900 dark:text-white">{person.fullName}</span>
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
              {person.role}
            </span>
            <ReputationBadge points={person.reputation} />
          </span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            {person.course} {person.branch} · {person.batch}
          </span>
          {work && (
            <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
              <BriefcaseIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
              <span className="truncate">{work}</span>
            </span>
          )}
          {person.city && (
            <span className="mt-1 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
              <span className="truncate">{person.city}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

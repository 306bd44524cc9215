import { useDeferredValue, useMemo, useState } from 'react';
import { rankMentors, type Mentee } from '#domain/mentorship/mentor-ranking.ts';
import { MENTOR_TOPICS, type MentorCard as Card, type MentorRequest, type Mentorship } from '#domain/mentorship/mentorship.ts';
import type { MentorFilters } from '#domain/mentorship/mentorship-schemas.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { usePreparedMentors } from '../hooks/use-prepared-mentors.ts';
import { AskMentorDialog } from './ask-mentor-dialog.tsx';
import { MentorCard } from './mentor-card.tsx';

const EMPTY = { topic: '', q: '', city: '', company: '', branch: '', goal: '' };
/** The first cards: a college has thousands of mentors, and the best come first. */
const SHOWN = 30;

/** What stands between the member and asking this mentor again, if anything. */
function askedText(mentorId: string, requests: MentorRequest[], mentorships: Mentorship[]): string | null {
  if (mentorships.some((m) => m.status === 'active' && m.mentorId === mentorId && m.side === 'mentee')) return 'Your mentor now';
  return requests.some((r) => r.status === 'open' && r.direction === 'sent' && r.mentorId === mentorId) ? 'Request sent: waiting for an answer' : null;
}

/**
 * Finding a mentor, offline too: the synced cards ranked on the device by the same function as the
 * server's, with the goal the member types counting as words to match.
 */
export function MentorFinder({ me, mentors, requests, mentorships }: { me: Mentee; mentors: Card[]; requests: MentorRequest[]; mentorships: Mentorship[] }) {
  const [filters, setFilters] = useState(EMPTY);
  const [asking, setAsking] = useState<Card | null>(null);
  const deferred = useDeferredValue(filters);
  const prepared = usePreparedMentors(mentors);
  const ranked = useMemo(() => {
    if (!prepared) return null;
    const { goal, ...rest } = deferred;
    return rankMentors({ ...me, goal }, prepared, rest satisfies Partial<MentorFilters>, SHOWN);
  }, [me, prepared, deferred]);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const input = (key: 'q' | 'company' | 'city' | 'branch', label: string, placeholder: string) => (
    <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
      <input type="search" value={filters[key]} onChange={set(key)} placeholder={placeholder} maxLength={100} className={`${controlClasses(false)} mt-1`} />
    </label>
  );

  return (
    <section aria-labelledby="find-mentor" className="mt-12">
      <h2 id="find-mentor" className="text-2xl font-bold text-slate-900 dark:text-white">
        Find a mentor
      </h2>
      <div className="relative mt-4">
        <label htmlFor="mentor-goal-search" className="sr-only">
          What would you like help with?
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id="mentor-goal-search"
          type="search"
          value={filters.goal}
          onChange={set('goal')}
          maxLength={500}
          placeholder="What would you like help with? e.g. data science interviews"
          className={`${controlClasses(false)} rounded-2xl py-3.5 pl-12`}
        />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Topic
          <select value={filters.topic} onChange={set('topic')} className={`${controlClasses(false)} mt-1`}>
            <option value="">Any topic</option>
            {MENTOR_TOPICS.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        {input('company', 'Company', 'e.g. Infosys')}
        {input('city', 'City', 'e.g. Pune')}
        {input('branch', 'Branch', 'e.g. Civil')}
        {input('q', 'Name', 'Search by name')}
      </div>
      <p role="status" className="mt-4 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {!ranked ? 'Finding mentors…' : ranked.total === 1 ? '1 mentor' : `${ranked.total} mentors`}
      </p>
      {!ranked ? null : ranked.total === 0 ? (
        <MessageState icon={<SearchIcon className="size-7" />} title="No mentor matches">
          <StateHint>Try another topic or city, or clear a filter.</StateHint>
        </MessageState>
      ) : (
        <ul aria-label="Suggested mentors" className="mt-3 grid gap-4 lg:grid-cols-2">
          {ranked.mentors.map((mentor) => (
            <MentorCard key={mentor.userId} mentor={mentor} asked={askedText(mentor.userId, requests, mentorships)} onAsk={() => setAsking(mentor)} />
          ))}
        </ul>
      )}
      {asking && <AskMentorDialog meId={me.userId} mentor={asking} onClose={() => setAsking(null)} />}
    </section>
  );
}

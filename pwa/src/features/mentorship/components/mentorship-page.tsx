import { Link } from 'wouter';
import { roleLabel } from '#domain/accounts/student-record.ts';
import type { Mentorship } from '#domain/mentorship/mentorship.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useScreenSnapshot } from '#pwa/lib/use-screen-snapshot.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useMentorshipHome } from '../api/local-mentorship.ts';
import { CARD } from './mentor-card.tsx';
import { MentorFinder } from './mentor-finder.tsx';
import { RequestList } from './request-list.tsx';

function MentorshipList({ mentorships }: { mentorships: Mentorship[] }) {
  if (mentorships.length === 0) return null;
  return (
    <section aria-labelledby="my-mentorships" className="mt-10">
      <h2 id="my-mentorships" className="text-2xl font-bold text-slate-900 dark:text-white">
        Your mentorships
      </h2>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2">
        {mentorships.map((m) => (
          <li key={m._id} className={CARD}>
            <Link href={`/mentorship/${m._id}`} className="flex items-start gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-600">
              <Avatar name={m.other.fullName} src={m.other.profilePicture} size="md" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 hover:underline dark:text-white">
                  {m.side === 'mentor' ? `Mentoring ${m.other.fullName}` : `Mentored by ${m.other.fullName}`}
                </span>
                <span className="mt-1 block truncate text-sm text-slate-600 dark:text-slate-400">{m.goal}</span>
                <span className="mt-1 block text-sm font-medium text-slate-700 dark:text-slate-300">{m.status === 'active' ? 'Active' : 'Ended'}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /mentorship (issue 54): the member's mentorships and requests, and mentors to ask, offline too. */
export function MentorshipPage() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const home = useMentorshipHome(userId);
  const ready = !!home && (home.pulled || home.mentors.length > 0);
  useScreenSnapshot(ready);
  // Alumni mentor (ADR 0146): a student is offered no such button.
  const alumni = !!home && roleLabel(home.me.batch, new Date()) === 'Alumni';
  return (
    <>
      <title>Mentorship · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Mentorship</h1>
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
              Alumni who have walked the path offer an hour of their time: find one who fits what you want to do next.
            </p>
          </div>
          {alumni && (
            <Link href="/profile#mentoring" className={buttonClasses('secondary', 'md', 'self-start sm:self-auto')}>
              {home?.offer ? 'Your mentoring offer' : 'Offer to mentor'}
            </Link>
          )}
        </div>
        {!ready || !home ? (
          <LoadingState text="Loading mentors..." className="mt-10" />
        ) : (
          <>
            <MentorshipList mentorships={home.mentorships} />
            <RequestList meId={userId} requests={home.requests} />
            <MentorFinder me={home.me} mentors={home.mentors} requests={home.requests} mentorships={home.mentorships} />
          </>
        )}
      </PageFrame>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { roleLabel } from '#domain/accounts/student-record.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { BellIcon, BellPlusIcon, DocumentIcon, UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useConnections } from '#pwa/hooks/use-connections.ts';
import { useSignOut } from '#pwa/hooks/use-sign-out.tsx';
import type { SessionUser } from '#pwa/stores/session-store.ts';
import { DetailList } from './detail-list.tsx';

const LOGOUT_FAILED = 'Unable to logout...'; // spec section 8, Profile
const LOGOUT_REDIRECT_MS = 1000; // spec section 4: on the profile page after 1 second

// DESIGN.md: 'Alumni' once the batch has ended, else 'Student'; computed now, never read stale.
const roleOf = (p: Pick<SessionUser, 'batch' | 'role'>) => (p.batch ? roleLabel(p.batch, new Date()) : (p.role ?? 'Alumni'));

type Person = Pick<SessionUser, 'fullName' | 'rollNumber' | 'branch' | 'batch' | 'cgpa' | 'role'> & { profilePicture?: string | null };

/** The profile card (spec 2 "Profile"): name, role, roll number, branch, batch, CGPA, and `actions`. */
export function ProfileCard({ person, actions, more = [] }: { person: Person; actions: ReactNode; more?: [string, string][] }) {
  const details: [string, string | number][] = [
    ['Roll Number', person.rollNumber ?? 'N/A'],
    ['Branch', person.branch || 'N/A'],
    ['Batch', person.batch || 'N/A'],
    ['CGPA', person.cgpa ?? 'N/A'],
    ...more,
  ];
  return (
    <article
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div aria-hidden="true" className="h-24 bg-indigo-700 sm:h-28 dark:bg-indigo-950" />
      <div className="px-6 pb-8 sm:px-8">
        <div className="-mt-10 flex flex-wrap items-end justify-between gap-4">
          <Avatar name={person.fullName} src={person.profilePicture} size="lg" />
          <div className="flex flex-wrap items-center gap-2">{actions}</div>
        </div>
        <h1 id="profile-name" className="mt-5 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
          {person.fullName}
        </h1>
        <p className="mt-2">
          <span className="inline-flex rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
            {roleOf(person)}
          </span>
        </p>
        <DetailList rows={details} className="mt-8 grid gap-x-6 gap-y-5 border-t border-slate-200 pt-6 sm:grid-cols-2 dark:border-slate-800" />
      </div>
    </article>
  );
}

/** 'Resume' (spec 2): the member's PDF in a new tab, when there is one the viewer may see. */
export function ResumeLink({ href }: { href: string | null | undefined }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener" className={buttonClasses('secondary', 'md')}>
      <DocumentIcon />
      Resume
    </a>
  );
}

/** The own profile's card, with the links to requests and connections, and Logout. */
export function ProfileHeader({ user, profile }: { user: SessionUser; profile?: Profile }) {
  const signOut = useSignOut({ failedMessage: LOGOUT_FAILED, redirectMs: LOGOUT_REDIRECT_MS });
  const view = useConnections(user._id);
  // This device's lists move first (an accept made offline); the profile's count is the fallback.
  const connections = view?.pulled ? view.connected.length : (profile?.connections.length ?? 0);
  const waiting = view?.requests.length ?? 0;
  return (
    <ProfileCard
      person={{ ...user, profilePicture: profile?.profilePicture }}
      actions={
        <>
          <ResumeLink href={profile?.resume} />
          {/* The spec's unlabeled icon buttons, named (issue 12); bell-with-plus while requests wait. */}
          <Link
            href="/network"
            aria-label={waiting ? `Connection requests: ${waiting} waiting` : 'Connection requests'}
            className={buttonClasses('secondary', 'md', 'px-3')}
          >
            {waiting ? <BellPlusIcon className="size-5 text-indigo-600 dark:text-indigo-300" /> : <BellIcon />}
          </Link>
          <Link href="/connectedUser" className={buttonClasses('secondary', 'md')}>
            <UsersIcon />
            Connections : {connections}
          </Link>
          <Link href="/settings/account" className={buttonClasses('secondary', 'md')}>
            Account settings
          </Link>
          <button
            type="button"
            onClick={() => void signOut.signOut()}
            disabled={signOut.busy}
            aria-busy={signOut.busy}
            className={buttonClasses('secondary', 'md')}
          >
            {signOut.busy ? 'Logging out...' : 'Logout'}
          </button>
          {signOut.dialog}
        </>
      }
    />
  );
}

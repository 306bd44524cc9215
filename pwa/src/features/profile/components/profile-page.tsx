import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { roleLabel } from '#domain/accounts/student-record.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { useSignOut } from '#pwa/hooks/use-sign-out.tsx';
import { useSessionStore, type SessionUser } from '#pwa/stores/session-store.ts';
import { fetchProfile, profileLoadMessage } from '../api/get-profile.ts';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';

const LOGOUT_FAILED = 'Unable to logout...'; // spec section 8, Profile
const LOGOUT_REDIRECT_MS = 1000; // spec section 4: on the profile page after 1 second

// DESIGN.md: 'Alumni' once the batch has ended, else 'Student'; computed now, never read stale.
const roleOf = (user: SessionUser) => (user.batch ? roleLabel(user.batch, new Date()) : (user.role ?? 'Alumni'));

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** The own profile card; job history, skills and the rest arrive with the profile issue. */
export function ProfilePage() {
  const user = useSessionStore((s) => s.user);
  const updateUser = useSessionStore((s) => s.updateUser);
  const signOut = useSignOut({ failedMessage: LOGOUT_FAILED, redirectMs: LOGOUT_REDIRECT_MS });

  // The stored record paints at once (offline too); the server's copy replaces it when it arrives.
  const { data: fresh, error } = useOnlineQuery(`profile:${user?._id}`, fetchProfile, { enabled: !!user });
  useEffect(() => {
    if (fresh) updateUser(fresh);
  }, [fresh, updateUser]);
  useEffect(() => {
    const message = error === undefined ? null : profileLoadMessage(error);
    if (message) toast.error(message, { id: 'profile-load-failed' });
  }, [error]);

  if (!user) return null; // the route guard has already sent a visitor to /login

  const details = [
    ['Roll Number', user.rollNumber ?? 'N/A'],
    ['Branch', user.branch ?? 'N/A'],
    ['Batch', user.batch ?? 'N/A'],
    ['CGPA', user.cgpa ?? 'N/A'],
  ] as const;

  return (
    <>
      <title>My Profile · Alumni Portal</title>
      <PageFrame className="py-12 sm:py-16">
        <div className={READING_COLUMN}>
          <article
            aria-labelledby="profile-name"
            className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div aria-hidden="true" className="h-24 bg-indigo-700 sm:h-28 dark:bg-indigo-950" />
            <div className="px-6 pb-8 sm:px-8">
              <div className="-mt-10 flex items-end justify-between gap-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-20 items-center justify-center rounded-2xl bg-indigo-50 text-2xl font-bold text-indigo-700 ring-4 ring-white dark:bg-slate-800 dark:text-indigo-300 dark:ring-slate-900"
                >
                  {initials(user.fullName)}
                </span>
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
              </div>
              <h1 id="profile-name" className="mt-5 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">
                {user.fullName}
              </h1>
              <p className="mt-2">
                <span className="inline-flex rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
                  {roleOf(user)}
                </span>
              </p>
              <dl className="mt-8 grid gap-x-6 gap-y-5 border-t border-slate-200 pt-6 sm:grid-cols-2 dark:border-slate-800">
                {details.map(([term, value]) => (
                  <div key={term}>
                    <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
                    <dd className="mt-1 text-base font-semibold break-words text-slate-900 dark:text-white">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </article>
          <section className="mt-8 rounded-3xl border border-dashed border-slate-300 px-6 py-8 text-center dark:border-slate-700">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">More of your profile is on its way</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-400">
              Job history, skills, achievements, extracurricular activities and analytics are being built.
            </p>
          </section>
        </div>
      </PageFrame>
    </>
  );
}

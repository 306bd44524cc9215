import { Suspense, useDeferredValue } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { useJobCards } from '../api/get-job-pages.ts';
import { JobBoard, useBoardFilters, type FiltersState } from './job-board.tsx';
import { PlusIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageLinks } from './page-links.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { lazyWithPreload } from '#pwa/lib/lazy-route.tsx';

const { Component: MemberJobs, preload: loadMemberJobs } = lazyWithPreload(() => import('./member-jobs.tsx').then((m) => m.MemberJobs));
// Signed in, the board is needed at once: fetch it alongside this page, not after its first render.
if (useSessionStore.getState().user) void loadMemberJobs().catch(() => undefined);

/**
 * Settles once what a member's first render of this page needs is in: the board's chunk (Dexie with
 * it) and the first cards from IndexedDB. Called while the app boots, so neither waits for the other.
 */
export async function jobsPageReady() {
  const user = useSessionStore.getState().user;
  if (!user) return;
  await Promise.all([loadMemberJobs(), import('../api/get-local-jobs.ts').then((m) => m.warmFirstJobs(user._id))]).catch(() => undefined);
}

/**
 * The cards arrive through an external store, whose updates React renders in one blocking pass; the
 * board renders them deferred instead, in slices the browser can interleave (ADR 0094).
 */
function VisitorJobs({ filtersState }: { filtersState: FiltersState }) {
  return <JobBoard state={useDeferredValue(useJobCards())} filtersState={filtersState} />;
}

/** /jobs (spec section 2, Job portal): members and admins read the synced copy, visitors the cards. */
export function JobsPage() {
  const user = useSessionStore((s) => s.user);
  const token = useSessionStore((s) => s.token);
  const admin = isAdminUser(user);
  const filtersState = useBoardFilters();
  return (
    <>
      <title>Job Portal · Alumni Portal</title>
      <PageFrame className="py-8 sm:py-12">
        <PageLinks />
        <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Job Portal</h1>
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
              Openings shared by alumni of the college: find your next role, or post one for the community.
            </p>
          </div>
          {/* Spec section 2: 'Post a Job' with a user and a token, else 'Login to Post'; admins do not post. */}
          {user && token ? (
            !admin && (
              <Link href="/createJob" className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
                <PlusIcon className="size-4" />
                Post a Job
              </Link>
            )
          ) : (
            <Link href="/login" className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
              Login to Post
            </Link>
          )}
        </header>
        {user ? (
          <Suspense fallback={<JobBoard state={{ status: 'loading' }} filtersState={filtersState} />}>
            <MemberJobs userId={user._id} filtersState={filtersState} />
          </Suspense>
        ) : (
          <VisitorJobs filtersState={filtersState} />
        )}
      </PageFrame>
    </>
  );
}

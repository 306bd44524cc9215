import { Suspense } from 'react';
import { Link } from 'wouter';
import { lazyWithPreload } from '#pwa/lib/lazy-route.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { LockIcon } from '#pwa/components/icons/common-icons.tsx';
import { PageLinks } from './page-links.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';

// The form brings Dexie (the outbox) with it: visitors, who only see 'Login Required', never load it.
const { Component: CreateJobForm } = lazyWithPreload(() => import('./create-job-form.tsx').then((m) => m.CreateJobForm));

/** Spec section 2: a visitor is told to log in first, with the ways to do so. */
function LoginRequired() {
  return (
    <section aria-labelledby="login-required-title" className="rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:px-10 dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-700 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20">
        <LockIcon className="size-7" />
      </span>
      <h1 id="login-required-title" className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
        Login Required
      </h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600 dark:text-slate-400">To post a job, you need to log in or create an account first.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/login" className={buttonClasses('primary', 'md')}>
          Log In
        </Link>
        <Link href="/signup" className={buttonClasses('secondary', 'md')}>
          Sign Up
        </Link>
        <Link href="/jobs" className={buttonClasses('ghost', 'md')}>
          Back to Jobs
        </Link>
      </div>
    </section>
  );
}

/** /createJob: members post; visitors see 'Login Required'; the route guard sends admins to their page. */
export function CreateJobPage() {
  const user = useSessionStore((s) => s.user);
  const token = useSessionStore((s) => s.token);
  const member = !!user && !!token;
  return (
    <>
      <title>Post a Job · Alumni Portal</title>
      <PageFrame className="py-8 sm:py-12">
        <div className={READING_COLUMN}>
          {/* 'Login Required' carries its own way back to the jobs. */}
          <PageLinks backToJobs={member} />
          <div className="mt-6">
            {member ? (
              <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-9 dark:border-slate-800 dark:bg-slate-900">
                <h1 id="create-job-title" className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
                  Create a Job Post
                </h1>
                <p className="mt-2 mb-8 text-slate-600 dark:text-slate-400">
                  Share an opening with the alumni community. It is saved on this device first, so you can post it offline too.
                </p>
                <Suspense fallback={<div className="min-h-[60rem]" aria-busy="true" />}>
                  <CreateJobForm />
                </Suspense>
              </div>
            ) : (
              <LoginRequired />
            )}
          </div>
        </div>
      </PageFrame>
    </>
  );
}

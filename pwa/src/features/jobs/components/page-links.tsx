import { Link } from 'wouter';
import { HomeIcon } from './job-icons.tsx';
import { ArrowLeftIcon } from '#pwa/components/icons/common-icons.tsx';

const link =
  'inline-flex items-center gap-1.5 rounded-lg px-1 py-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200 dark:focus-visible:outline-indigo-400';

/** 'Home' and, off the list itself, 'Back to Jobs' (spec section 2). */
export function PageLinks({ backToJobs = false }: { backToJobs?: boolean }) {
  return (
    <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <Link href="/" className={link}>
        <HomeIcon className="size-4" />
        Home
      </Link>
      {backToJobs && (
        <Link href="/jobs" className={link}>
          <ArrowLeftIcon className="size-4" />
          Back to Jobs
        </Link>
      )}
    </nav>
  );
}

import { memo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { postedAgo } from '#domain/jobs/posted-ago.ts';
import { formatSalary, localDate, moreLabel, requirementChips } from '#domain/jobs/job-status.ts';
import { BriefcaseIcon, CalendarIcon, ClockIcon, MapPinIcon } from '#pwa/components/icons/common-icons.tsx';
import type { ListedJob } from '../api/get-jobs.ts';
import { NewBadge, PendingBadge, StatusBadge } from './job-badges.tsx';
import { AwardIcon, WalletIcon } from './job-icons.tsx';

const chip =
  'inline-flex max-w-full truncate rounded-lg bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="shrink-0 text-slate-500 dark:text-slate-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="truncate">{children}</dd>
    </div>
  );
}

/**
 * One job in the list (spec section 2, Job portal); the whole card opens /jobDetail/{id}. Memoised:
 * a keystroke in the search box does not render the cards already on screen again.
 */
export const JobCard = memo(function JobCard({ job, now, today }: { job: ListedJob; now: Date; today: string }) {
  const { shown, more } = requirementChips(job.requirements ?? []);
  const titleId = `job-${job._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-job-card
      className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-indigo-400 hover:border-indigo-300 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60"
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge deadline={job.application_deadline} today={today} />
        <NewBadge createdAt={job.createdAt} now={now} />
        {job._pending && <PendingBadge />}
      </div>
      <p className="mt-4 truncate text-sm font-semibold text-indigo-700 dark:text-indigo-300">{job.companyName}</p>
      <h2 id={titleId} className="mt-1 text-lg leading-snug font-bold break-words text-slate-900 dark:text-white">
        {/* The stretched link makes the card one target without nesting interactive content. */}
        <Link
          href={`/jobDetail/${job._id}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-indigo-700 dark:group-hover:text-indigo-300"
        >
          {job.title}
        </Link>
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm text-slate-700 min-[420px]:grid-cols-2 dark:text-slate-300">
        <Fact icon={<MapPinIcon className="size-4" />} label="Location">
          {job.location}
        </Fact>
        <Fact icon={<AwardIcon className="size-4" />} label="Experience">
          {job.yearOfExperience}
        </Fact>
        <Fact icon={<WalletIcon className="size-4" />} label="Salary">
          {formatSalary(job.salary)}
        </Fact>
        <Fact icon={<BriefcaseIcon className="size-4" />} label="Job type">
          {job.job_type}
        </Fact>
      </dl>
      {shown.length > 0 && (
        <ul aria-label="Requirements" className="mt-4 flex flex-wrap gap-2">
          {shown.map((r, i) => (
            <li key={`${i}-${r}`} className={chip}>
              {r}
            </li>
          ))}
          {more > 0 && (
            <li className={`${chip} bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300`}>{moreLabel(more)}</li>
          )}
        </ul>
      )}
      <div aria-hidden="true" className="flex-1" />
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-100 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" />
          Posted {postedAgo(job.createdAt, now)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="size-4" />
          Apply by {localDate(job.application_deadline)}
        </span>
      </div>
    </article>
  );
});

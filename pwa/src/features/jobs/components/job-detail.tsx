import type { ReactNode } from 'react';
import { isWebLink } from '#domain/jobs/job-schema.ts';
import { formatSalaryWithSymbol, isoDay, localDate } from '#domain/jobs/job-status.ts';
import { postedAgo } from '#domain/jobs/posted-ago.ts';
import { CalendarIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { LocalJob } from '#pwa/sync/local-db.ts';
import { NewBadge, PendingBadge, StatusBadge } from './job-badges.tsx';
import { RemovedNotice } from '#pwa/components/report/removed-notice.tsx';
import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { BuildingIcon, ExternalLinkIcon, WalletIcon } from './job-icons.tsx';

const chip =
  'inline-flex rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-100 ring-inset dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-500/20';
const contactLink =
  'inline-flex items-center gap-2 rounded-md font-medium break-all text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:focus-visible:outline-indigo-400';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        <span className="absolute top-0.5 left-0 inline-flex size-9 items-center justify-center rounded-xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `job-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-6 dark:border-slate-800">
      <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-3 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

/** Every field of one job (spec section 2, Job detail). */
export function JobDetail({ job }: { job: LocalJob }) {
  const now = new Date();
  const me = useSessionStore((s) => s.user?._id);
  const phoneHref = `tel:${job.contact_phone.replace(/[^\d+]/g, '')}`;
  return (
    <article aria-labelledby="job-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-9 dark:border-slate-800 dark:bg-slate-900">
      {job._pending && (
        <p role="status" className="mb-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30">
          <strong className="font-semibold">Waiting to sync.</strong> This job is saved on this device and will be posted as soon as
          the portal can reach the server.
        </p>
      )}
      {job.removed && job.removed.reason !== null && (
        <div className="mb-6">
          <RemovedNotice removal={job.removed} kind="job" targetId={job._id} />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge deadline={job.application_deadline} today={isoDay(now)} />
        <NewBadge createdAt={job.createdAt} now={now} />
        {job._pending && <PendingBadge />}
        {!job._pending && !job.removed && job.postedBy !== me && <ReportButton kind="job" targetId={job._id} className="ml-auto" />}
      </div>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 id="job-title" className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">
            {job.title}
          </h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-slate-700 dark:text-slate-300">
            <span className="inline-flex items-center gap-1.5 font-semibold">
              <BuildingIcon className="size-4 text-slate-500 dark:text-slate-400" />
              {job.companyName}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4 text-slate-500 dark:text-slate-400" />
              {job.location}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon className="size-4 text-slate-500 dark:text-slate-400" />
              Posted {postedAgo(job.createdAt, now)}
            </span>
          </p>
        </div>
        {isWebLink(job.applyLink) ? (
          <a href={job.applyLink} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'lg', 'shrink-0 self-start')}>
            Apply Now
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="shrink-0 text-sm text-slate-600 dark:text-slate-400">No application link was given.</p>
        )}
      </div>

      <ul aria-label="Job type and experience" className="mt-6 flex flex-wrap gap-2">
        <li className={chip}>{job.job_type}</li>
        <li className={chip}>{job.yearOfExperience}</li>
      </ul>

      <dl className="mt-8 grid gap-5 sm:grid-cols-2">
        <Fact icon={<WalletIcon className="size-5" />} term="Salary">
          {formatSalaryWithSymbol(job.salary)}
        </Fact>
        <Fact icon={<CalendarIcon className="size-5" />} term="Application deadline">
          {localDate(job.application_deadline)}
        </Fact>
      </dl>

      <div className="mt-8 space-y-6">
        <Section title="Job Description">
          <p className="leading-7 break-words whitespace-pre-line">{job.description}</p>
        </Section>
        <Section title="Requirements">
          {job.requirements.length ? (
            <ul className="list-disc space-y-1.5 pl-5 leading-7 marker:text-indigo-500">
              {job.requirements.map((r, i) => (
                <li key={`${i}-${r}`} className="break-words">
                  {r}
                </li>
              ))}
            </ul>
          ) : (
            <p>No specific requirements listed.</p>
          )}
        </Section>
        <Section title="Contact Information">
          <ul className="flex flex-col gap-3 sm:flex-row sm:gap-8">
            <li>
              <a href={`mailto:${job.contact_email}`} className={contactLink}>
                <MailIcon className="size-4 shrink-0" />
                {job.contact_email}
              </a>
            </li>
            <li>
              <a href={phoneHref} className={contactLink}>
                <PhoneIcon className="size-4 shrink-0" />
                {job.contact_phone}
              </a>
            </li>
          </ul>
        </Section>
      </div>
    </article>
  );
}

import { Link } from 'wouter';
import { askerName } from '#domain/queries/labels.ts';
import { questionDate } from '#domain/queries/query-dates.ts';
import type { LocalQuestion } from '#pwa/sync/local-db.ts';
import { RemovedNotice } from '#pwa/components/report/removed-notice.tsx';
import { ReportButton } from '#pwa/components/report/report-button.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { canSetStatus } from '../api/set-question-status.ts';
import { CategoryBadge, PendingBadge, StatusBadge } from './question-badges.tsx';
import { StatusControl } from './status-control.tsx';

/** Category, status (Open green, others red), title, asker and date 'dd MMM, yyyy'. */
export function QuestionHeader({ question: q, pending }: { question: LocalQuestion; pending: boolean }) {
  const user = useSessionStore((s) => s.user);
  return (
    <header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={q.category} />
          <StatusBadge status={q.status} />
          {pending && <PendingBadge />}
        </div>
        {canSetStatus(user, q.askedById) && <StatusControl questionId={q._id} status={q.status} />}
      </div>
      <h1 className="mt-4 text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{q.title}</h1>
      {!!q.tags?.length && (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
          {q.tags.map((tag) => (
            <li key={tag}>
              <Link
                href={`/query?tag=${encodeURIComponent(tag)}`}
                aria-label={`Questions tagged ${tag}`}
                className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-slate-800 dark:text-slate-300 dark:hover:bg-slate-700"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-1 text-sm text-slate-600 dark:text-slate-400">
        <span>
          Asked by <span className="font-semibold text-slate-800 dark:text-slate-200">{askerName(q.askedBy)}</span>
        </span>
        <span aria-hidden="true"> · </span>
        <time dateTime={q.createdAt}>{questionDate(q.createdAt)}</time>
        {!pending && !q.removed && user && user._id !== q.askedById && <ReportButton kind="question" targetId={q._id} className="ml-auto" />}
      </p>
      {q.removed && q.removed.reason !== null && (
        <div className="mt-4">
          <RemovedNotice removal={q.removed} kind="question" targetId={q._id} />
        </div>
      )}
    </header>
  );
}

import type { QueueReport } from '#domain/moderation/moderation-queue.ts';
import { REPORT_REASONS } from '#domain/moderation/report.ts';
import { Badge } from './badge.tsx';
import { formatMoment } from './format-time.ts';

/** A thing's reports, newest first: why, the reporter's words, who and when; closed ones say so. */
export function QueueItemReports({ reports, open }: { reports: QueueReport[]; open: number }) {
  if (reports.length === 0) return null;
  const heading = `${reports.length} report${reports.length === 1 ? '' : 's'}${open < reports.length ? `, ${open === 0 ? 'none' : open} open` : ''}`;
  return (
    <div className="mt-4">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{heading}</h4>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {reports.map((r) => (
          <li key={r.id} className="px-3 py-2.5 text-sm sm:px-4">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-slate-900 dark:text-white">{REPORT_REASONS[r.reason] ?? r.reason}</span>
              {r.resolved && <Badge>Closed</Badge>}
              <span className="text-slate-600 dark:text-slate-400">
                by {r.reporter.fullName} · <time dateTime={r.createdAt}>{formatMoment(r.createdAt)}</time>
              </span>
            </div>
            {r.details && <p className="mt-1 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{r.details}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

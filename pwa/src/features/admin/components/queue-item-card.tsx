import { useId } from 'react';
import { Link } from 'wouter';
import type { QueueItem } from '#domain/moderation/moderation-queue.ts';
import type { ReportKind } from '#domain/moderation/report.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { Badge } from './badge.tsx';
import { formatMoment } from './format-time.ts';
import { QueueItemReports } from './queue-item-reports.tsx';

export const KIND_LABELS: Record<ReportKind, string> = {
  question: 'Question',
  answer: 'Answer',
  comment: 'Comment',
  job: 'Job post',
  profile: 'Profile',
  message: 'Message',
  photo: 'Photo',
};

/** What `context` is, per kind; a message's context says it itself ('To Asha Rao'). */
const CONTEXT_LABELS: Partial<Record<ReportKind, string>> = { answer: 'On the question', comment: 'On the question', job: 'Company', photo: 'In the album' };

type Props = {
  item: QueueItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onSuspendAuthor: () => void;
};

function RemovalBadges({ item }: { item: QueueItem }) {
  const { removed } = item;
  return (
    <>
      {!removed && <Badge tone="success">Visible</Badge>}
      {removed?.byModerator && <Badge tone="danger">Removed by the moderators</Badge>}
      {removed && !removed.byModerator && <Badge tone="warning">Hidden by reports</Badge>}
      {removed?.reviewRequestedAt && <Badge tone="info">Review asked</Badge>}
      {item.openReports > 0 && <Badge tone="warning">{item.openReports === 1 ? '1 open report' : `${item.openReports} open reports`}</Badge>}
    </>
  );
}

/** One reported or removed thing in the queue: what it is, where, who wrote it, its state and its reports. */
export function QueueItemCard({ item, selected, onSelect, onSuspendAuthor }: Props) {
  const id = useId();
  const kind = KIND_LABELS[item.kind];
  const author = item.author?.fullName ?? 'a deleted account';
  const contextLabel = CONTEXT_LABELS[item.kind];
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 dark:bg-slate-900 ${selected ? 'border-indigo-500 ring-1 ring-indigo-500 dark:border-indigo-400 dark:ring-indigo-400' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${kind.toLowerCase()} by ${author}`}
          className="mt-0.5 size-5 shrink-0 accent-indigo-600 dark:accent-indigo-400"
        />
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <h3 id={`${id}-title`} className="font-semibold break-words text-slate-900 dark:text-white">
            {kind} by {author}
          </h3>
          {item.author?.rollNumber && <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">Roll no. {item.author.rollNumber}</span>}
        </div>
      </div>
      {/* Under the title from a tablet up; the whole width of a phone. */}
      <div className="min-w-0 sm:pl-9">
        <div className="mt-2 flex flex-wrap gap-1.5">
          <RemovalBadges item={item} />
        </div>
        {item.context && (
          <p className="mt-3 text-sm break-words text-slate-600 dark:text-slate-400">
            {contextLabel ? (
              <>
                {contextLabel}: <span className="font-medium text-slate-800 dark:text-slate-200">{item.context}</span>
              </>
            ) : (
              item.context
            )}
          </p>
        )}
        <blockquote className="mt-3 rounded-xl border-l-4 border-slate-300 bg-slate-50 px-4 py-3 break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-200">
          {item.excerpt || <span className="text-slate-600 italic dark:text-slate-400">No text</span>}
        </blockquote>
        {item.removed && (
          <p className="mt-3 text-sm break-words text-slate-700 dark:text-slate-300">
            {item.removed.byModerator ? 'Reason given to the author' : 'The author reads'}: <span className="italic">{item.removed.reason}</span>
            <span className="text-slate-600 dark:text-slate-400">
              {' '}
              · removed <time dateTime={item.removed.at}>{formatMoment(item.removed.at)}</time>
              {item.removed.reviewRequestedAt && (
                <>
                  {' '}
                  · review asked <time dateTime={item.removed.reviewRequestedAt}>{formatMoment(item.removed.reviewRequestedAt)}</time>
                </>
              )}
            </span>
          </p>
        )}
        <QueueItemReports reports={item.reports} open={item.openReports} />
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          {item.link && (
            <Link href={item.link} className="text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
              Open where it is shown<span className="sr-only"> ({kind.toLowerCase()} by {author})</span>
            </Link>
          )}
          {item.author && (
            <button type="button" onClick={onSuspendAuthor} className={buttonClasses('secondary', 'sm', 'ml-auto')}>
              Suspend author<span className="sr-only"> {item.author.fullName}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

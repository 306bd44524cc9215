import { ANNOUNCEMENT_LINK_KINDS, ANNOUNCEMENT_STATUSES, type AdminAnnouncement, type AnnouncementStatus } from '#domain/announcements/announcement.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { Badge, type BadgeTone } from './badge.tsx';
import { formatMoment } from './format-time.ts';
import { countText } from '#domain/count-text.ts';

const TONES: Record<AnnouncementStatus, BadgeTone> = { scheduled: 'info', sending: 'warning', sent: 'success', cancelled: 'neutral' };
const FIGURES = [
  ['reached', 'Reached'],
  ['pushed', 'Pushed'],
  ['emailed', 'E-mailed'],
  ['failed', 'Failed'],
  ['opened', 'Opened'],
] as const;

function When({ a }: { a: AdminAnnouncement }) {
  const at = a.sentAt ?? a.sendAt;
  const words = a.status === 'sent' ? 'Sent' : a.status === 'cancelled' ? 'Was due' : a.status === 'sending' ? 'Sending since' : 'Goes out';
  return (
    <>
      {words} <time dateTime={at}>{formatMoment(at)}</time>
    </>
  );
}

/** One announcement: title, status, when, and its figures; a scheduled one can be cancelled. */
export function AnnouncementRow({ announcement: a, busy, onCancel }: { announcement: AdminAnnouncement; busy: boolean; onCancel: () => void }) {
  const titleId = `announcement-${a._id}`;
  return (
    <li aria-labelledby={titleId} className="px-4 py-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span id={titleId} className="font-semibold break-words text-slate-900 dark:text-white">
              {a.title}
            </span>
            <Badge tone={TONES[a.status]}>{ANNOUNCEMENT_STATUSES[a.status]}</Badge>
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <When a={a} />
            {a.link && ` · Links to ${ANNOUNCEMENT_LINK_KINDS[a.link.kind].toLowerCase()}: ${a.link.title}`}
          </p>
        </div>
        {a.status === 'scheduled' && (
          <button type="button" disabled={busy} onClick={onCancel} className={buttonClasses('secondary', 'sm', 'self-start')}>
            Cancel<span className="sr-only"> “{a.title}”</span>
          </button>
        )}
      </div>
      {a.status !== 'scheduled' && a.status !== 'cancelled' && (
        <dl className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {FIGURES.map(([key, label]) => (
            <div key={key} className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
              <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums dark:text-white">{countText(a.figures[key])}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

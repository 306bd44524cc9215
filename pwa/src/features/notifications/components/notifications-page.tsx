import { useState } from 'react';
import { Link } from 'wouter';
import { relativeDate } from '#domain/queries/query-dates.ts';
import { BellIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { ListSummaryLine } from '#pwa/components/ui/list-summary.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { toast } from '#pwa/lib/toast.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { isUnread, useInbox, type LocalNotification } from '../api/local-notifications.ts';
import { markAllRead, markRead } from '../api/mark-read.ts';
import { SubjectIcon } from './notification-icons.tsx';

const NOT_SAVED = 'This could not be saved on this device. Please try again.';
const report = (error: unknown) => toast.error(localSaveFailure(error, NOT_SAVED));

function Line({ line, userId, now }: { line: LocalNotification; userId: string; now: Date }) {
  const unread = isUnread(line);
  return (
    <li>
      <Link
        href={line.url}
        onClick={() => void markRead(userId, line).catch(report)}
        data-unread={unread || undefined}
        className={[
          'group flex items-start gap-3 rounded-2xl border p-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:gap-4 dark:focus-visible:outline-indigo-400',
          unread
            ? 'border-indigo-200 bg-white shadow-sm hover:border-indigo-300 dark:border-indigo-500/40 dark:bg-slate-900 dark:hover:border-indigo-400/60'
            : 'border-slate-200 bg-slate-50 hover:border-slate-300 hover:bg-white dark:border-slate-800 dark:bg-slate-950 dark:hover:border-slate-700 dark:hover:bg-slate-900',
        ].join(' ')}
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl ${unread ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300' : 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'}`}
        >
          <SubjectIcon type={line.subject.type} />
        </span>
        <span className="min-w-0 flex-1">
          {unread && (
            <span className="mb-1 inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-bold text-white">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />
              Unread<span className="sr-only">:</span>
            </span>
          )}
          <span className={`block break-words ${unread ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-700 dark:text-slate-300'}`}>{line.text}</span>
          <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
            <span className="sr-only">, </span>
            <time dateTime={line.updatedAt}>{relativeDate(line.updatedAt, now)}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** /notifications (issue 29): the member's inbox from this device, newest first, offline too. */
export function NotificationsPage() {
  const user = useSessionStore((s) => s.user);
  const userId = user?._id ?? '';
  const member = !!user && !isAdminUser(user);
  const view = useInbox(userId);
  const online = useOnline();
  const now = useNow();
  const [busy, setBusy] = useState(false);
  const lines = view?.lines ?? [];
  const loading = !view || (!view.pulled && lines.length === 0);

  const readAll = async () => {
    setBusy(true);
    try {
      await markAllRead(userId, lines);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (loading && online) body = <LoadingState text="Loading ..." />;
  else if (lines.length === 0)
    body = (
      <MessageState
        icon={<BellIcon className="size-7" />}
        title={online ? 'No notifications yet' : 'No notifications on this device yet'}
        className="rounded-3xl border border-dashed border-slate-300 dark:border-slate-700"
      >
        <StateHint>
          {online
            ? 'Answers to your questions, comments on your answers, connection requests, changes to events you are going to and jobs matching your alerts show up here.'
            : 'You are offline. Your notifications appear here once you are back online, and stay readable offline after that.'}
        </StateHint>
      </MessageState>
    );
  else
    body = (
      <ul className="space-y-3" aria-label="Notifications">
        {lines.map((line) => (
          <Line key={line._id} line={line} userId={userId} now={now} />
        ))}
      </ul>
    );

  return (
    <>
      <title>Notifications · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Notifications</h1>
              <ListSummaryLine complete={view?.pulled} className="mt-3 text-slate-600 dark:text-slate-400">
                {view && view.unread > 0 ? `${view.unread} unread` : 'You are all caught up.'}
              </ListSummaryLine>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {member && (
                <Link href="/announcements" className={buttonClasses('secondary', 'sm')}>
                  Announcements
                </Link>
              )}
              {member && (
                <Link href="/settings/notifications" className={buttonClasses('secondary', 'sm')}>
                  Notification settings
                </Link>
              )}
              {view && view.unread > 0 && (
                <button type="button" disabled={busy} onClick={() => void readAll()} className={buttonClasses('primary', 'sm')}>
                  Mark all as read
                </button>
              )}
            </div>
          </div>
          {!online && lines.length > 0 && (
            <p className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
              You are offline: these are the notifications on this device. New ones arrive when you are back online.
            </p>
          )}
          <section aria-label="Inbox" className="mt-8">
            {body}
          </section>
        </div>
      </PageFrame>
    </>
  );
}

import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { announcementLinkLabel, announcementLinkPath } from '#domain/announcements/announcement.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { RichText } from '#pwa/components/ui/rich-text.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { markOpened, useAnnouncement } from '../api/local-announcements.ts';

const SENT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** /announcements/{id}: one announcement, from the device. */
export function AnnouncementPage() {
  const id = useParams<{ id: string }>().id ?? '';
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const a = useAnnouncement(id);
  useEffect(() => {
    if (a && !a.openedAt) void markOpened(userId, a).catch(() => {});
  }, [a, userId]);

  let body;
  if (a === undefined) body = <LoadingState text="Loading ..." />;
  else if (a === null) body = <p className="text-slate-700 dark:text-slate-300">This announcement is not on this device.</p>;
  else
    body = (
      <article aria-labelledby="announcement-title">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">From the alumni office</p>
        <h1 id="announcement-title" className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">
          {a.title}
        </h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={a.sentAt}>{SENT.format(new Date(a.sentAt))}</time>
        </p>
        <div className="mt-8">
          <RichText body={a.body} />
        </div>
        {a.link && (
          <Link href={announcementLinkPath(a.link)} className={buttonClasses('primary', 'md', 'mt-8 max-w-full')}>
            <span className="truncate">{announcementLinkLabel(a.link)}</span>
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </article>
    );

  return (
    <>
      <title>{`${a?.title ?? 'Announcement'} · Alumni Portal`}</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <Link href="/announcements" className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
            <span aria-hidden="true">← </span>All announcements
          </Link>
          <div className="mt-6">{body}</div>
        </div>
      </PageFrame>
    </>
  );
}

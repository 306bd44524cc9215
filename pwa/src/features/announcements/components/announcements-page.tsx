import { Link } from 'wouter';
import { relativeDate } from '#domain/queries/query-dates.ts';
import { plainText } from '#domain/announcements/markdown-subset.ts';
import { BellIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useNow } from '#pwa/hooks/use-now.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useAnnouncements } from '../api/local-announcements.ts';

/** /announcements (issue 32): what the alumni office sent this member, newest first, offline too. */
export function AnnouncementsPage() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const view = useAnnouncements(userId);
  const online = useOnline();
  const now = useNow();
  const list = view?.list ?? [];

  let body;
  if (!view || (!view.pulled && list.length === 0 && online)) body = <LoadingState text="Loading ..." />;
  else if (list.length === 0)
    body = (
      <MessageState icon={<BellIcon className="size-7" />} title="No announcements yet" className="rounded-3xl border border-dashed border-slate-300 dark:border-slate-700">
        <StateHint>News from the alumni office (reunions, appeals, opportunities) shows up here and stays readable offline.</StateHint>
      </MessageState>
    );
  else
    body = (
      <ul className="space-y-3" aria-label="Announcements">
        {list.map((a) => (
          <li key={a._id}>
            <Link
              href={`/announcements/${a._id}`}
              className="block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-400/60"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className={`min-w-0 break-words text-lg ${a.openedAt ? 'font-semibold text-slate-800 dark:text-slate-200' : 'font-bold text-slate-900 dark:text-white'}`}>{a.title}</span>
                <time dateTime={a.sentAt} className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
                  {relativeDate(a.sentAt, now)}
                </time>
              </span>
              <span className="mt-1 line-clamp-2 block text-slate-600 dark:text-slate-400">{plainText(a.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <title>Announcements · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className={READING_COLUMN}>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Announcements</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">From the alumni office.</p>
          <section aria-label="From the alumni office" className="mt-8">
            {body}
          </section>
        </div>
      </PageFrame>
    </>
  );
}

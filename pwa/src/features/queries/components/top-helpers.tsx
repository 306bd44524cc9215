import { Link } from 'wouter';
import { pointsText, REPUTATION_HELP } from '#domain/queries/reputation.ts';
import { Avatar } from '#pwa/components/ui/avatar.tsx';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { isAdminUser, useSessionStore } from '#pwa/stores/session-store.ts';
import { fetchTopHelpers } from '../api/top-helpers.ts';

const KEEP_MS = 10 * 60_000;

/**
 * The week's top helpers on /query (issue 33): who earned most from answering in the last 7 days.
 * Members only. One scrolling row of fixed height, held while it loads so the list below does not
 * move; gone offline or when nobody helped this week (it is a nicety, not the page's content).
 */
export function TopHelpers() {
  const user = useSessionStore((s) => s.user);
  const member = !!user && !isAdminUser(user);
  const { status, data } = useOnlineQuery('top-helpers', fetchTopHelpers, { enabled: member, keepMs: KEEP_MS });
  if (!member || status === 'error' || (status === 'success' && data.helpers.length === 0)) return null;
  return (
    <section aria-labelledby="top-helpers-title" aria-busy={!data} className="mt-8 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:px-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="top-helpers-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        Top helpers this week
        <span className="ml-2 hidden font-normal text-slate-600 sm:inline dark:text-slate-400" title={REPUTATION_HELP}>
          points from answering
        </span>
      </h2>
      <ol className="relative -mx-1 mt-2 flex h-11 items-center gap-2 overflow-x-auto px-1 whitespace-nowrap">
        {data?.helpers.map((h, i) => (
          <li key={h._id} className="shrink-0">
            <Link
              href={`/profiles/${h.rollNumber}`}
              className="flex items-center gap-2 rounded-full bg-slate-50 py-1 pr-3 pl-1 text-sm ring-1 ring-slate-200 ring-inset hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-slate-800/60 dark:ring-slate-700 dark:hover:bg-indigo-500/15 dark:focus-visible:outline-indigo-400"
            >
              <span className="sr-only">{i + 1}.</span>
              <Avatar name={h.fullName} />
              <span className="max-w-40 truncate font-medium text-slate-900 dark:text-white">{h.fullName}</span>
              <span className="text-xs font-semibold text-amber-800 tabular-nums dark:text-amber-200">+{pointsText(h.points)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

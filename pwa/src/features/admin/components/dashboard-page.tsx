import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { LoadingState } from '#pwa/components/ui/list-state.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { dashboardFigures } from '../utils/dashboard-figures.ts';
import { DashboardTiles } from './dashboard-tiles.tsx';
import { FigureCard } from './figure-card.tsx';
import { formatMoment } from './format-time.ts';
import { LoadFailed } from './list-states.tsx';

/** /admin (issue 32): is the community alive? Figures computed by SQL, each as a chart, a table and a CSV. */
export function DashboardPage() {
  const [refreshes, setRefreshes] = useState(0);
  const dashboard = useDashboard(refreshes);
  const figures = useMemo(() => (dashboard.data ? dashboardFigures(dashboard.data) : []), [dashboard.data]);
  const busy = dashboard.status === 'loading';

  let body;
  if (dashboard.status === 'error') body = <LoadFailed title="The dashboard could not be loaded" error={dashboard.error} onRetry={dashboard.refetch} />;
  else if (!dashboard.data) body = <LoadingState text="Counting the figures..." className="min-h-64" />;
  else
    body = (
      <>
        <DashboardTiles dashboard={dashboard.data} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {figures.map((f, i) => (
            // An odd last card takes the whole row.
            <FigureCard key={f.id} figure={f} className={i === figures.length - 1 && i % 2 === 0 ? 'lg:col-span-2' : ''} />
          ))}
        </div>
      </>
    );

  return (
    <>
      <title>Dashboard · Admin · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Admin</p>
        <div className="mt-1 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Dashboard</h1>
            <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">How the community is doing: who joined, who comes back, what they ask, post, attend and give.</p>
            {/* The mentorship programme (issue 54) and the server (issue 55) have desks of their own: the nav bar holds no more links at 1280 px. */}
            <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
              <Link href="/admin/mentorship" className="inline-block font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
                The mentorship programme →
              </Link>
              <Link href="/admin/system" className="inline-block font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
                The system: backups, mail waiting →
              </Link>
            </p>
          </div>
          {dashboard.data && (
            <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
              <span aria-live="polite">Figures as of {formatMoment(dashboard.data.computedAt)}</span>
              <button type="button" disabled={busy} aria-busy={busy} onClick={() => setRefreshes((n) => n + 1)} className={buttonClasses('secondary', 'sm')}>
                {busy ? 'Refreshing...' : 'Refresh'}
              </button>
            </div>
          )}
        </div>
        {body}
      </PageFrame>
    </>
  );
}

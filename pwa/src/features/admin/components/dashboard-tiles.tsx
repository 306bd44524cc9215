import type { Dashboard } from '#domain/dashboard/dashboard.ts';
import { formatCount, formatRupees, hoursLabel, percent } from '../utils/dashboard-labels.ts';

type Tile = { label: string; value: string; detail: string };

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The headline of each figure, in a line of tiles above the charts. */
function tilesOf(d: Dashboard): Tile[] {
  const roster = sum(d.membersByBatch.map((b) => b.roster));
  const signedUp = sum(d.membersByBatch.map((b) => b.signedUp));
  const [lastWeek, thisWeek] = d.weeklyActive.slice(-2).map((w) => w.active);
  const change = (thisWeek ?? 0) - (lastWeek ?? 0);
  const q = d.questionTotals;
  const past = d.events.filter((e) => Date.parse(e.startsAt) <= Date.parse(d.computedAt));
  const month = d.donations.months.at(-1);
  const reach = d.announcements[0];
  return [
    { label: 'Members signed up', value: formatCount(signedUp), detail: `${percent(signedUp, roster)} of ${formatCount(roster)} on the roster` },
    {
      label: 'Active this week',
      value: formatCount(thisWeek ?? 0),
      detail: change === 0 ? 'Same as last week' : `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))} on last week`,
    },
    { label: 'Questions answered', value: percent(q.answered, q.asked), detail: `${formatCount(q.asked)} asked in 12 weeks; first answer in ${hoursLabel(q.medianHoursToFirstAnswer)}` },
    { label: 'Jobs posted', value: formatCount(sum(d.jobsPosted.slice(-4).map((j) => j.posted))), detail: 'In the last 4 weeks' },
    { label: 'Checked in at events', value: formatCount(sum(past.map((e) => e.checkedIn))), detail: `Of ${formatCount(sum(past.map((e) => e.going)))} going, last 90 days` },
    { label: 'Donations this month', value: formatRupees(month ? sum(Object.values(month.byFund)) : 0), detail: 'Less refunds' },
    reach
      ? { label: 'Last announcement', value: percent(reach.opened, reach.reached), detail: `opened of ${formatCount(reach.reached)} reached` }
      : { label: 'Last announcement', value: '–', detail: 'None sent yet' },
  ];
}

export function DashboardTiles({ dashboard }: { dashboard: Dashboard }) {
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-7">
      {tilesOf(dashboard).map((t) => (
        <div key={t.label} className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-slate-900 tabular-nums dark:text-white">{t.value}</dd>
          <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { Fund } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

/** 'Our Impact': each fund's raised and goal as a progress bar; an open fund can be chosen to give to. */
export function ImpactFunds({ funds, onChoose }: { funds: Fund[]; onChoose: (fundId: string) => void }) {
  if (!funds.length) return <p className="text-slate-600 dark:text-slate-400">No funds are open yet.</p>;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {funds.map((fund) => {
        const percent = Math.min(100, Math.floor((fund.raised / fund.goal) * 100));
        const labelId = `fund-${fund.id}-name`;
        return (
          <li key={fund.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <h3 id={labelId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {fund.name}
            </h3>
            <p className="mt-2 flex-1 text-slate-600 dark:text-slate-400">{fund.description}</p>
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${formatRupees(fund.raised)} of ${formatRupees(fund.goal)} raised`}
              className="mt-5 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              <span className="font-semibold">{formatRupees(fund.raised)}</span> raised of {formatRupees(fund.goal)} · {percent}%
            </p>
            {fund.open ? (
              <button type="button" onClick={() => onChoose(fund.id)} className={buttonClasses('secondary', 'md', 'mt-5 self-start')}>
                Give to {fund.name}
              </button>
            ) : (
              <p className="mt-5 text-sm font-medium text-slate-500 dark:text-slate-400">Closed to new donations</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { ChartColor, ChartSpec } from '../utils/chart-spec.ts';
import { formatCount, formatRupees } from '../utils/dashboard-labels.ts';

/**
 * The legend and, for the slot under the pointer (the last one otherwise), each series' own value:
 * a stacked bar's part, not its running total.
 */
export function ChartReadout({ spec, index, colors }: { spec: ChartSpec; index: number; colors: Record<ChartColor, string> }) {
  const format = spec.unit === 'rupees' ? formatRupees : formatCount;
  const slot = spec.longLabels?.[index] ?? spec.labels[index] ?? '';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
      <span className="font-medium text-slate-800 dark:text-slate-200">{slot}</span>
      {spec.series.map((s) => (
        <span key={s.label} className="inline-flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden="true">
            <rect width="10" height="10" rx="2" fill={colors[s.color]} />
          </svg>
          {s.label} <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{format(s.values[index] ?? 0)}</span>
        </span>
      ))}
    </div>
  );
}

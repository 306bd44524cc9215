import { lazy, Suspense, useState } from 'react';
import { csvLine } from '#domain/spreadsheet-cell.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { saveFile } from '#pwa/lib/save-file.ts';
import type { Figure } from '../utils/chart-spec.ts';
import { FigureTableView } from './figure-table.tsx';
import { today } from './format-time.ts';

// uPlot comes with the first chart, never with the rest of the app (ADR 0111).
const UplotChart = lazy(() => import('./uplot-chart.tsx'));

const toggle = (on: boolean) =>
  `rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 ${
    on ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
  }`;

/** One figure: its chart or its table (the same rows), and the rows as a CSV file. */
export function FigureCard({ figure, className = '' }: { figure: Figure; className?: string }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = `${figure.id}-title`;
  const download = () => {
    const lines = [figure.table.columns, ...figure.table.rows].map(csvLine);
    saveFile(new Blob([`\ufeff${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }), `${figure.id}-${today()}.csv`);
  };
  return (
    <section aria-labelledby={headingId} className={`${className} rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">{figure.title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{figure.description}</p>
        </div>
        <div className="flex items-center gap-2">
          <div role="group" aria-label={`Show ${figure.title} as`} className="flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
            <button type="button" aria-pressed={view === 'chart'} onClick={() => setView('chart')} className={toggle(view === 'chart')}>Chart</button>
            <button type="button" aria-pressed={view === 'table'} onClick={() => setView('table')} className={toggle(view === 'table')}>Table</button>
          </div>
          <button type="button" onClick={download} className={buttonClasses('secondary', 'sm')} aria-label={`Download ${figure.title} as CSV`}>
            CSV
          </button>
        </div>
      </div>
      <div className="mt-4">
        {view === 'table' ? (
          <FigureTableView figure={figure} />
        ) : (
          <Suspense fallback={<div className="h-[272px] animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-label="Loading chart" />}>
            <UplotChart spec={figure.chart} label={figure.title} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

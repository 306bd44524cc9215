import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its card on narrow screens (the page itself never does).
 * The scroll region is focusable so keyboard users can scroll it too. It is positioned, so that
 * visually hidden text in a cell (absolutely positioned) scrolls with it instead of widening the page.
 */
export function TableFrame({ labelledBy, children, busy }: { labelledBy: string; children: ReactNode; busy?: boolean }) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      tabIndex={0}
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
    >
      {children}
    </div>
  );
}

export const thBase = 'px-4 py-3 text-left text-xs font-semibold tracking-wide uppercase';
export const thClasses = `${thBase} text-slate-600 dark:text-slate-400`;
export const cellClasses = 'px-4 py-3 align-top text-sm';
export const tdClasses = `${cellClasses} text-slate-700 dark:text-slate-300`;

/** A table's head: one column heading per name. */
export function TableHead({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((h) => (
          <th key={h} scope="col" className={thClasses}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

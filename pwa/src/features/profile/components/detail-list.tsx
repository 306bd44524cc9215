import type { ReactNode } from 'react';

/** Terms and their values, as the profile's cards show them (name-value pairs in a grid). */
export function DetailList({ rows, className = 'grid gap-4 sm:grid-cols-2' }: { rows: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="mt-1 font-semibold wrap-anywhere text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec section 2: CGPA as a badge with one decimal; 'N/A' when missing. */
export function CgpaBadge({ cgpa }: { cgpa: number | null }) {
  if (cgpa === null || !Number.isFinite(cgpa)) {
    return <span className="text-sm text-slate-600 dark:text-slate-400">N/A</span>;
  }
  const tone =
    cgpa >= 8
      ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25'
      : cgpa >= 6
        ? 'bg-indigo-50 text-indigo-800 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25'
        : 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25';
  return (
    <span className={`inline-flex min-w-12 justify-center rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ring-1 ring-inset ${tone}`}>
      {cgpa.toFixed(1)}
    </span>
  );
}

/** Text for a value that may be missing (spec section 2: 'N/A'). */
export const orNA = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

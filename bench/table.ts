/** One line of the bench table; `budget` is shown, never enforced (DESIGN.md: measured, not asserted). */
export type Row = {
  figure: string;
  value: string;
  budget: string;
  method: string;
};

/** A budget cell that says whether the measured value is within it, so a miss is visible but not fatal. */
export function budgetCell(value: number, limit: number, label: string): string {
  return `${label} ${value <= limit ? '✓' : '✗ over'}`;
}

/** A budget that is a floor (a ratio to reach, say): within it when the value is at least `limit`. */
export function floorCell(value: number, limit: number, label: string): string {
  return `${label} ${value >= limit ? '✓' : '✗ under'}`;
}

/** A figure that could not be measured: a one-line summary in the table, the whole error on stderr. */
export function errorRow(figure: string, method: string, err: unknown): Row {
  const text = (err instanceof Error ? err.message : String(err)).replace(/\x1b\[[0-9;]*m/g, '');
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  // For a crashed server the first line is generic; the first line naming an error says why.
  const cause = lines.slice(1).find((l) => /error|could not|cannot|failed/i.test(l));
  const summary = [lines[0], cause].filter(Boolean).join(' … ') || 'unknown';
  console.error(`\n[bench] ${figure}:`, err);
  return { figure, value: `error: ${summary.slice(0, 160)}`, budget: '—', method };
}

export function formatTable(rows: Row[]): string {
  const header: Row = { figure: 'figure', value: 'value', budget: 'budget', method: 'command/method' };
  const cells = [header, ...rows].map((r) => [r.figure, r.value, r.budget, r.method].map((c) => c.replaceAll('|', '\\|')));
  const widths = [0, 1, 2, 3].map((i) => Math.max(...cells.map((row) => [...(row[i] ?? '')].length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c + ' '.repeat((widths[i] ?? 0) - [...c].length)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  const [head, ...body] = cells;
  return [line(head ?? []), rule, ...body.map(line)].join('\n');
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (n: number) => `${Math.round(n)} ms`;
/** The `p`th percentile (0–100) of unsorted figures, NaN for none. */
export const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
export const median = (xs: number[]) => percentile(xs, 50);

/**
 * A row as one JSON object (`npm run bench -- --json`): `holds` is whether the value is within its
 * budget, null for a figure with none or one that could not be measured.
 */
export function jsonRow(row: Row) {
  const holds = row.budget.includes('✓') ? true : row.budget.includes('✗') ? false : null;
  return { figure: row.figure, value: row.value, budget: row.budget, holds, method: row.method };
}

import type { Figure } from '../utils/chart-spec.ts';
import { formatCount } from '../utils/dashboard-labels.ts';
import { TableFrame, TableHead, tdClasses } from './table-frame.tsx';

/** A figure's rows as a table: what the chart draws, for reading and for screen readers. */
export function FigureTableView({ figure }: { figure: Figure }) {
  const captionId = `${figure.id}-table`;
  return (
    <TableFrame labelledBy={captionId}>
      <table className="w-full border-collapse">
        <caption id={captionId} className="sr-only">{`${figure.title}: the figures`}</caption>
        <TableHead headings={figure.table.columns} />
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {figure.table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className={`${tdClasses} text-left font-medium`}>{cell}</th>
                ) : (
                  <td key={j} className={`${tdClasses} tabular-nums`}>{typeof cell === 'number' ? formatCount(cell) : (cell ?? '–')}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

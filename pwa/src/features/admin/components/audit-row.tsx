import type { AuditLine } from '#domain/admin/audit-log.ts';
import { formatMoment } from './format-time.ts';
import { tdClasses } from './table-frame.tsx';

/** A value of the log as one line of JSON (text, never markup); nothing is '—'. */
const json = (value: unknown) => (value === null || value === undefined ? '—' : (JSON.stringify(value) ?? String(value)));

/** One line of /admin/audit: when, who, what, on what, why, and the change as before → after. */
export function AuditRow({ line }: { line: AuditLine }) {
  return (
    <tr className="border-t border-slate-200 dark:border-slate-800">
      <td className={`${tdClasses} whitespace-nowrap tabular-nums`}>
        <time dateTime={line.at}>{formatMoment(line.at)}</time>
      </td>
      <td className={tdClasses}>
        {line.adminName}
        {line.adminId === null && <span className="block text-xs text-slate-600 dark:text-slate-400">account removed</span>}
      </td>
      <td className={tdClasses}>
        <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">{line.action}</code>
      </td>
      <td className={tdClasses}>
        {line.targetKind}
        <span className="block max-w-48 font-mono text-xs break-all text-slate-600 dark:text-slate-400">{line.targetId}</span>
      </td>
      <td className={`${tdClasses} max-w-56 break-words`}>{line.reason || '—'}</td>
      <td className={`${tdClasses} min-w-64`}>
        <div className="max-w-md font-mono text-xs [overflow-wrap:anywhere] text-slate-700 dark:text-slate-300">
          <p>
            <span className="sr-only">Before: </span>
            {json(line.before)}
          </p>
          <p className="mt-1">
            <span aria-hidden="true" className="font-sans font-bold text-slate-500 dark:text-slate-400">
              →{' '}
            </span>
            <span className="sr-only">After: </span>
            {json(line.after)}
          </p>
        </div>
      </td>
    </tr>
  );
}

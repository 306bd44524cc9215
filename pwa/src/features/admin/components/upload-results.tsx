import { useState } from 'react';
import { Link } from 'wouter';
import type { RosterColumn, UploadDuplicate, UploadError, UploadResult } from '#domain/admin/roster-upload.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { CgpaBadge, orNA } from './cgpa-badge.tsx';
import { Pager } from './pager.tsx';
import { TableFrame, cellClasses as wideCell, thBase } from './table-frame.tsx';
import { countText } from '#domain/count-text.ts';

// Ten columns: a little tighter than the roster table so they fit a desktop without scrolling.
const cellClasses = wideCell.replace('px-4', 'px-3');
const tdClasses = `${cellClasses} text-slate-700 dark:text-slate-300`;
const thClasses = `${thBase.replace('px-4', 'px-3')} text-slate-600 dark:text-slate-400`;

const ROWS_PER_PAGE = 50; // a 50,000-row refusal list pages instead of filling the screen

// The record's fields, as the spec lists them, after Row and the reason.
const FIELDS: ReadonlyArray<[RosterColumn, string]> = [
  ['fullName', 'Full Name'],
  ['email', 'Email'],
  ['rollNumber', 'Roll Number'],
  ['gender', 'Gender'],
  ['course', 'Course'],
  ['branch', 'Branch'],
  ['cgpa', 'CGPA'],
  ['batch', 'Batch'],
];

// Room for names and reasons; e-mails stay on one line and the table scrolls instead.
const WIDTH: Partial<Record<RosterColumn, string>> = { fullName: 'min-w-40', email: 'whitespace-nowrap', branch: 'min-w-36', batch: 'whitespace-nowrap' };

const LABEL = new Map<string, string>(FIELDS);

/** A row of a table: why it was not added (every problem of an error row), and the cells at fault. */
type Entry = (UploadDuplicate | UploadError) & { why: string[]; bad: ReadonlySet<string> };

type TableProps = { id: string; title: string; intro: string; reasonLabel: string; entries: Entry[]; total: number };

function EntryTable({ id, title, intro, reasonLabel, entries, total }: TableProps) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(entries.length / ROWS_PER_PAGE));
  const shown = entries.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <section aria-labelledby={id} className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-col gap-1 border-b border-slate-200 p-5 dark:border-slate-800">
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title} <span className="font-normal text-slate-600 tabular-nums dark:text-slate-400">({countText(total)})</span>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
        {total > entries.length && (
          // The server lists the first rows only (docs/decisions/0052-uploads-do-not-amplify.md).
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
            Showing the first {countText(entries.length)} of {countText(total)}. Fix these and upload the file again to
            see the rest.
          </p>
        )}
      </div>
      <TableFrame labelledBy={id}>
        <table className="w-full min-w-[60rem] border-collapse">
          <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
            <tr>
              <th scope="col" className={thClasses}>
                Row
              </th>
              <th scope="col" className={thClasses}>
                {reasonLabel}
              </th>
              {FIELDS.map(([key, label]) => (
                <th key={key} scope="col" className={thClasses}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {shown.map((entry) => (
              <tr key={entry.row}>
                <td className={`${cellClasses} font-semibold text-slate-900 tabular-nums dark:text-white`}>{entry.row}</td>
                <td className={`${cellClasses} min-w-56 font-medium text-slate-900 dark:text-slate-100`}>
                  {entry.why.length === 1 ? (
                    entry.why[0]
                  ) : (
                    <ul className="list-disc space-y-1 pl-4">
                      {entry.why.map((why) => (
                        <li key={why}>{why}</li>
                      ))}
                    </ul>
                  )}
                </td>
                {FIELDS.map(([key]) => (
                  <td
                    key={key}
                    className={`${WIDTH[key] ?? ''} ${
                      entry.bad.has(key)
                        ? `${cellClasses} font-semibold text-red-700 underline decoration-wavy underline-offset-4 dark:text-red-400`
                        : tdClasses
                    }`}
                  >
                    {/* A duplicate's CGPA is a number: the badge, one decimal. An error row shows what was typed. */}
                    {key === 'cgpa' && typeof entry.cgpa === 'number' ? <CgpaBadge cgpa={entry.cgpa} /> : orNA(entry[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      {pageCount > 1 && (
        <div className="flex justify-center border-t border-slate-200 p-4 sm:justify-end dark:border-slate-800">
          <Pager page={page} pageCount={pageCount} onPage={setPage} label={title.toLowerCase()} />
        </div>
      )}
    </section>
  );
}

/** Every problem of a row, each with its column's name: 'Email: Invalid email address'. */
const problemsOf = (e: UploadError) => e.problems.map((p) => `${LABEL.get(p.field) ?? p.field}: ${p.message}`);

/** After an upload: what was added, and the 'Duplicate Entries' and 'Incorrect Format Entries' tables when non-empty. */
export function UploadResults({ result }: { result: UploadResult }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
        <dl className="grid grid-cols-3 gap-4 text-center sm:text-left">
          {(
            [
              ['Added', result.insertedCount, 'text-emerald-700 dark:text-emerald-400'],
              ['Duplicates', result.duplicateCount, 'text-slate-900 dark:text-white'],
              ['Errors', result.errorCount, 'text-red-700 dark:text-red-400'],
            ] as const
          ).map(([term, n, tone]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className={`text-2xl font-bold tabular-nums ${tone}`}>{countText(n)}</dd>
            </div>
          ))}
        </dl>
        <Link href="/admin/student" className={buttonClasses('secondary', 'md')}>
          View students
        </Link>
      </div>
      {result.duplicates.length > 0 && (
        <EntryTable
          id="duplicate-entries"
          title="Duplicate Entries"
          intro="Already in the roster or repeated in the file, so they were skipped."
          reasonLabel="Reason"
          entries={result.duplicates.map((d) => ({ ...d, why: [d.reason], bad: new Set() }))}
          total={result.duplicateCount}
        />
      )}
      {result.errors.length > 0 && (
        <EntryTable
          id="format-errors"
          title="Incorrect Format Entries"
          intro="Fix these rows in the file and upload it again; the rows already added will show up as duplicates."
          reasonLabel="Problems"
          entries={result.errors.map((e) => ({ ...e, why: problemsOf(e), bad: new Set(e.problems.map((p) => p.field)) }))}
          total={result.errorCount}
        />
      )}
    </div>
  );
}

import { Link } from 'wouter';
import type { StudentView } from '#domain/admin/student.ts';
import type { SortOrder, StudentSort } from '#domain/admin/student-list.ts';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from './admin-icons.tsx';
import { CgpaBadge, orNA } from './cgpa-badge.tsx';
import { editStudentPath } from './roll-number-exists.tsx';
import { TableFrame, tdClasses, thBase, thClasses } from './table-frame.tsx';

// Spec section 2: Name (gender beneath), Roll Number (course beneath), Email, Branch, CGPA, Batch.
export const COLUMNS: ReadonlyArray<{ key: StudentSort; label: string }> = [
  { key: 'fullName', label: 'Name' },
  { key: 'rollNumber', label: 'Roll Number' },
  { key: 'email', label: 'Email' },
  { key: 'branch', label: 'Branch' },
  { key: 'cgpa', label: 'CGPA' },
  { key: 'batch', label: 'Batch' },
];

export const sortLabel = (key: StudentSort) => COLUMNS.find((c) => c.key === key)?.label ?? key;

type Props = {
  students: StudentView[];
  sort: StudentSort;
  order: SortOrder;
  onSort: (key: StudentSort) => void;
  caption: string;
  busy: boolean;
  /** A signed-up member's row offers the office's "send a reset code" (issue 53). */
  onSendReset: (student: StudentView) => void;
  /** …and the office's "close the account" on the member's request. */
  onCloseAccount: (student: StudentView) => void;
};

function SortHeader({ column, sort, order, onSort }: { column: (typeof COLUMNS)[number] } & Pick<Props, 'sort' | 'order' | 'onSort'>) {
  const active = column.key === sort;
  const Arrow = !active ? ArrowUpDownIcon : order === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className="p-0">
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className={`${thBase} group inline-flex w-full items-center gap-1.5 whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400 ${
          active
            ? 'text-indigo-700 dark:text-indigo-300'
            : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
        }`}
      >
        {column.label}
        <Arrow className={`size-3.5 ${active ? '' : 'opacity-40 group-hover:opacity-80'}`} />
      </button>
    </th>
  );
}

/** The roster table; every header sorts (spec section 2, Admin student list). */
export function StudentTable({ students, sort, order, onSort, caption, busy, onSendReset, onCloseAccount }: Props) {
  return (
    <TableFrame labelledBy="students-caption" busy={busy}>
      <table className={`w-full min-w-[52rem] border-collapse transition-opacity ${busy ? 'opacity-60' : ''}`}>
        <caption id="students-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} order={order} onSort={onSort} />
            ))}
            {/* relative: the sr-only label is placed inside the scrolling table, not past the page's edge */}
            <th scope="col" className={`${thClasses} relative`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {students.map((s) => (
            <tr key={s._id} className="hover:bg-slate-50/70 dark:hover:bg-slate-800/40">
              <td className={`${tdClasses} min-w-44`}>
                <div className="font-semibold break-words text-slate-900 dark:text-white">{orNA(s.fullName)}</div>
                <div className="mt-0.5 text-slate-600 dark:text-slate-400">{orNA(s.gender)}</div>
              </td>
              <td className={tdClasses}>
                <div className="font-medium text-slate-900 tabular-nums dark:text-slate-100">{orNA(s.rollNumber)}</div>
                <div className="mt-0.5 text-slate-600 dark:text-slate-400">{orNA(s.course)}</div>
              </td>
              <td className={`${tdClasses} whitespace-nowrap`}>{orNA(s.email)}</td>
              <td className={`${tdClasses} min-w-36`}>{orNA(s.branch)}</td>
              <td className={tdClasses}>
                <CgpaBadge cgpa={s.cgpa} />
              </td>
              <td className={`${tdClasses} whitespace-nowrap tabular-nums`}>{orNA(s.batch)}</td>
              <td className={`${tdClasses} text-right whitespace-nowrap`}>
                {/* Editing is explicit, by the record (ADR 0066); a record a member signed up with stays as it is. */}
                {s.hasAccount ? (
                  <span className="inline-flex items-center gap-3">
                    <span className="text-slate-500 dark:text-slate-400">Signed up</span>
                    <button
                      type="button"
                      onClick={() => onSendReset(s)}
                      aria-label={`Send ${s.fullName} a password reset code`}
                      className="font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
                    >
                      Reset code
                    </button>
                    <button
                      type="button"
                      onClick={() => onCloseAccount(s)}
                      aria-label={`Close ${s.fullName}'s account`}
                      className="font-semibold text-red-700 underline-offset-4 hover:underline dark:text-red-400"
                    >
                      Close account
                    </button>
                  </span>
                ) : (
                  <Link
                    href={editStudentPath(s._id)}
                    aria-label={`Edit ${s.fullName}`}
                    className="font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
                  >
                    Edit
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

import { useState } from 'react';
import { Link } from 'wouter';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZES,
  type SortOrder,
  type StudentSort,
} from '#domain/admin/student-list.ts';
import { ADMIN_HOME } from '#pwa/config/site.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useStudentPage } from '../hooks/use-student-page.ts';
import { UserPlusIcon } from './admin-icons.tsx';
import { SearchIcon } from '#pwa/components/icons/common-icons.tsx';
import { EmptyView, ErrorView, LoadingView } from './list-states.tsx';
import { Pager } from './pager.tsx';
import { StudentTable, sortLabel } from './student-table.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { countText } from '#domain/count-text.ts';
import type { StudentView } from '#domain/admin/student.ts';
import { SendResetDialog } from './send-reset-dialog.tsx';
import { CloseAccountDialog } from './close-account-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/student (spec section 2, Admin student list). The server searches, sorts and pages, so the
 * screen stays quick with 50,000 students (docs/decisions/0010-admin-student-list-paging.md).
 */
export function StudentListPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<StudentSort>(DEFAULT_SORT);
  const [order, setOrder] = useState<SortOrder>('asc');
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // The page belongs to one search, sort and page size: changing any of them starts again at page 1.
  const viewKey = `${search}\u0000${sort}\u0000${order}\u0000${pageSize}`;
  const [paging, setPaging] = useState({ key: viewKey, page: 1 });
  const page = paging.key === viewKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: viewKey, page: next });

  const { status, page: data, retry } = useStudentPage({ search, sort, order, page, pageSize });
  const [resetFor, setResetFor] = useState<StudentView | null>(null);
  const [closing, setClosing] = useState<StudentView | null>(null);

  const onSort = (key: StudentSort) => {
    if (key === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder('asc');
    }
  };

  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.students.length - Math.min(1, data.students.length) : 0;
  const summary =
    status === 'error' || !data
      ? ''
      : data.total === 0
        ? ''
        : `Showing ${countText(from)}–${countText(to)} of ${countText(data.total)} student${data.total === 1 ? '' : 's'}`;

  let body;
  if (status === 'error') body = <ErrorView onRetry={retry} />;
  else if (!data) body = <LoadingView />;
  else if (data.students.length === 0 && status === 'ready') body = <EmptyView />;
  else
    body = (
      <StudentTable
        students={data.students}
        sort={sort}
        order={order}
        onSort={onSort}
        busy={status === 'loading'}
        onSendReset={setResetFor}
        onCloseAccount={setClosing}
        caption={`Students sorted by ${sortLabel(sort)}, ${order === 'asc' ? 'ascending' : 'descending'}`}
      />
    );

  return (
    <>
      <title>Students · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Admin</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
              Student Management
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-400">The college roster that members sign up against.</p>
          </div>
          <Link href={ADMIN_HOME} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
            <UserPlusIcon className="size-4" />
            Add New Student
          </Link>
        </header>

        <section
          aria-label="Student list"
          className="mt-8 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-slate-800">
            <div className="relative w-full sm:max-w-sm">
              <label htmlFor="student-search" className="sr-only">
                Search students
              </label>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
              <input
                id="student-search"
                type="search"
                placeholder="Search students..."
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                aria-describedby="student-search-hint"
                className="block w-full rounded-xl border border-slate-300 bg-white py-2.5 pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30"
              />
              <span id="student-search-hint" className="sr-only">
                Matches name, email, branch or roll number
              </span>
            </div>
            <p role="status" className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              {summary}
            </p>
          </div>

          {body}

          {data && data.total > 0 && status !== 'error' && (
            <div className="flex flex-col-reverse items-center gap-3 border-t border-slate-200 p-4 sm:flex-row sm:justify-between sm:p-5 dark:border-slate-800">
              <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                Rows per page
                <select
                  value={pageSize}
                  onChange={(e) => setPageSize(Number(e.target.value))}
                  className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
                >
                  {PAGE_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
              <Pager page={data.page} pageCount={data.pageCount} onPage={setPage} label="students" disabled={status === 'loading'} />
            </div>
          )}
        </section>
      </PageFrame>
      {resetFor && <SendResetDialog student={resetFor} onClose={() => setResetFor(null)} />}
      {closing && (
        <CloseAccountDialog
          student={closing}
          onClose={() => {
            setClosing(null);
            retry(); // the row no longer says "Signed up" once the account is erased
          }}
        />
      )}
    </>
  );
}

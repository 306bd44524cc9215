import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { ROSTER_COLUMNS, UPLOAD_MAX_ROWS, type UploadResult } from '#domain/admin/roster-upload.ts';
import { AddStudentForm } from './add-student-form.tsx';
import { UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { BulkUploadCard } from './bulk-upload-card.tsx';
import { EditStudentSection } from './edit-student-section.tsx';
import { UploadResults } from './upload-results.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { countText } from '#domain/count-text.ts';

const card = 'rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900';
const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-800 dark:bg-slate-800 dark:text-slate-200';

/** The Instructions list (spec section 2: it says roll number 10 to 15 digits). */
function Instructions() {
  return (
    <section aria-labelledby="upload-instructions" className={card}>
      <h2 id="upload-instructions" className="text-lg font-semibold text-slate-900 dark:text-white">
        Instructions
      </h2>
      <ul className="mt-4 list-disc space-y-2.5 pl-5 text-sm leading-6 text-slate-700 marker:text-indigo-500 dark:text-slate-300">
        <li>Upload an Excel file (.xlsx or .xls) of at most 10 MB; only its first sheet is read.</li>
        <li>
          The first row names the columns{' '}
          {ROSTER_COLUMNS.map((c, i) => (
            <span key={c}>
              <code className={code}>{c}</code>
              {i < ROSTER_COLUMNS.length - 1 ? ', ' : ''}
            </span>
          ))}
          , in any order, letter case or spacing. Other columns are ignored.
        </li>
        <li>Roll number must be 10 to 15 digits.</li>
        <li>Gender is Male, Female or Other.</li>
        <li>Batch is in the format YYYY-YYYY (e.g. 2020-2024).</li>
        <li>CGPA is between 0 and 10, with up to 2 decimal places.</li>
        <li>A row whose email or roll number is already in the roster, or earlier in the file, is reported as a duplicate and skipped.</li>
        <li>Rows with a mistake are listed with their row number and the rule they break; every other row is added.</li>
        <li>At most {countText(UPLOAD_MAX_ROWS)} students per file.</li>
      </ul>
    </section>
  );
}

/** /admin/add-edit-Student (spec section 2, Admin add student); `?edit={_id}` edits that record (ADR 0066). */
export function AddStudentPage() {
  const [upload, setUpload] = useState<{ n: number; result: UploadResult } | null>(null);
  const editId = useSearchParams()[0].get('edit');
  const heading = editId ? 'Edit Student' : 'Add Individual Student';
  return (
    <>
      <title>{`${editId ? 'Edit' : 'Add'} Student · Alumni Portal`}</title>
      <PageFrame className="py-10 sm:py-14">
        <header>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">Admin</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Student Management</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Add students one at a time, or import a class list from Excel.</p>
        </header>

        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="add-student-title" className={card}>
            <div className="mb-6 flex items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
                <UsersIcon className="size-5" />
              </span>
              <h2 id="add-student-title" className="text-xl font-semibold text-slate-900 dark:text-white">
                {heading}
              </h2>
            </div>
            {editId ? (
              <EditStudentSection key={editId} id={editId} labelledBy="add-student-title" />
            ) : (
              <AddStudentForm labelledBy="add-student-title" />
            )}
          </section>

          <div className="space-y-6">
            <section aria-labelledby="bulk-upload-title" className={card}>
              <h2 id="bulk-upload-title" className="text-xl font-semibold text-slate-900 dark:text-white">
                Bulk Upload
              </h2>
              <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">Import a whole class list at once.</p>
              <BulkUploadCard onResult={(result) => setUpload((u) => ({ n: (u?.n ?? 0) + 1, result }))} />
            </section>
            <Instructions />
          </div>
        </div>

        {upload && (
          <div className="mt-8">
            <UploadResults key={upload.n} result={upload.result} />
          </div>
        )}
      </PageFrame>
    </>
  );
}

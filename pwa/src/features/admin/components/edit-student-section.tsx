import { Link } from 'wouter';
import { STUDENT_HAS_ACCOUNT_MESSAGE } from '#domain/admin/student.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { AlertIcon } from '#pwa/components/icons/common-icons.tsx';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { fetchStudent, studentKey } from '../api/students.ts';
import { AddStudentForm } from './add-student-form.tsx';

const ADD_PATH = '/admin/add-edit-Student';
const linkClasses = 'font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

/** 'Edit Student': the record `id` in the add-student form, saved by its _id (ADR 0066). */
export function EditStudentSection({ id, labelledBy }: { id: string; labelledBy: string }) {
  const record = useOnlineQuery(studentKey(id), (signal) => fetchStudent(id, signal), { keepMs: 0 });
  if (record.status === 'loading') return <LoadingState text="Loading student..." className="min-h-60" />;
  if (record.status === 'error' || record.data.hasAccount) {
    const message = record.status === 'error' ? loadErrorMessage(record.error, 'Could not load this student') : STUDENT_HAS_ACCOUNT_MESSAGE;
    return (
      <MessageState icon={<AlertIcon className="size-7" />} title={message} tone="error" className="min-h-60">
        <StateHint>
          <Link href={ADD_PATH} className={linkClasses}>
            Add a student instead
          </Link>
        </StateHint>
      </MessageState>
    );
  }
  return (
    <>
      <AddStudentForm key={id} editing={record.data} labelledBy={labelledBy} />
      <p className="mt-5 text-sm text-slate-600 dark:text-slate-400">
        Roll number {record.data.rollNumber}.{' '}
        <Link href={ADD_PATH} className={linkClasses}>
          Cancel and add a new student
        </Link>
      </p>
    </>
  );
}

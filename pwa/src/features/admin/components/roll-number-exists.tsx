import { Link } from 'wouter';
import { rollNumberExistsMessage, STUDENT_HAS_ACCOUNT_MESSAGE, type ExistingStudent } from '#domain/admin/student.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

/** The edit form of one record: the add-student page with `?edit={_id}` (ADR 0066). */
export const editStudentPath = (id: string) => `/admin/add-edit-Student?edit=${encodeURIComponent(id)}`;

/** The roll number is taken: say by whom, and offer that record's edit form (unless it backs an account). */
export function RollNumberExists({ student }: { student: ExistingStudent }) {
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
      <p className="font-semibold">{rollNumberExistsMessage(student.rollNumber)}</p>
      <p className="mt-1">
        It belongs to <span className="font-semibold">{student.fullName}</span>. Nothing was changed.
      </p>
      {student.hasAccount ? (
        <p className="mt-1">{STUDENT_HAS_ACCOUNT_MESSAGE}</p>
      ) : (
        <Link href={editStudentPath(student._id)} className={buttonClasses('secondary', 'md', 'mt-3')}>
          Edit this student
        </Link>
      )}
    </div>
  );
}

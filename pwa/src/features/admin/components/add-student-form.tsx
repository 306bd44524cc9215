import { useState, type KeyboardEvent } from 'react';
import { GENDERS } from '#domain/accounts/student-record.ts';
import { GENDER_DEFAULT, StudentInputSchema, type ExistingStudent, type StudentFields, type StudentView } from '#domain/admin/student.ts';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { saveStudent } from '../api/students.ts';
import { UserPlusIcon } from './admin-icons.tsx';
import { RollNumberExists } from './roll-number-exists.tsx';

type Field = 'fullName' | 'email' | 'gender' | 'rollNumber' | 'course' | 'batch' | 'branch' | 'cgpa';
type Values = Record<Field, string>;

// Spec section 2 (Admin add student), in its order.
const FIELDS: Field[] = ['fullName', 'email', 'gender', 'rollNumber', 'course', 'batch', 'branch', 'cgpa'];
const EMPTY: Values = { fullName: '', email: '', gender: GENDER_DEFAULT, rollNumber: '', course: '', batch: '', branch: '', cgpa: '' };
const LIST_REDIRECT_MS = 1000; // spec section 9: add-student redirect 1000 ms

const valuesOf = (s: StudentView): Values => ({
  fullName: s.fullName,
  email: s.email,
  gender: s.gender,
  rollNumber: String(s.rollNumber),
  course: s.course,
  batch: s.batch,
  branch: s.branch,
  cgpa: s.cgpa === null ? '' : String(s.cgpa),
});

/** Spec section 5: pressing Enter does not submit (Enter on a focused button still presses it). */
const suppressEnter = (event: KeyboardEvent<HTMLFormElement>) => {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
};

/**
 * 'Add Individual Student', or with `editing` the edit form of that record (ADR 0066): every rule
 * and message of spec section 5, shared with the server. Adding a roll number the roster has offers
 * to edit that record instead; nothing is replaced.
 */
export function AddStudentForm({ editing, labelledBy }: { editing?: StudentView; labelledBy: string }) {
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(StudentInputSchema, FIELDS, editing ? valuesOf(editing) : EMPTY);
  const [existing, setExisting] = useState<ExistingStudent | null>(null);
  const save = async (student: StudentFields) => {
    const result = await saveStudent(student, editing?._id);
    setExisting(result.ok ? null : (result.existing ?? null));
    return result;
  };
  const { status, handleSubmit } = useSubmit(save, { onIssues: showIssues, next: '/admin/student', delayMs: LIST_REDIRECT_MS });

  const field = (name: Field) => ({ id: `student-${name}`, name, value: values[name], onChange, error: errors[name], 'aria-required': true });
  const busy = status !== 'idle';
  const label = editing ? (status === 'busy' ? 'Saving...' : 'Save Changes') : status === 'busy' ? 'Adding Student...' : 'Add Student';
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(validate)} onKeyDown={suppressEnter} aria-labelledby={labelledBy} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('fullName')} label="Full Name" autoComplete="off" maxLength={100} />
        <TextField {...field('email')} label="Email Address" type="email" inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} />
        <SelectField {...field('gender')} label="Gender" options={GENDERS} />
        <TextField {...field('rollNumber')} label="Roll Number" inputMode="numeric" autoComplete="off" maxLength={20} placeholder="10 to 15 digits" />
        <TextField {...field('course')} label="Course" autoComplete="off" maxLength={100} placeholder="e.g. B.Tech" />
        <TextField {...field('batch')} label="Batch" autoComplete="off" maxLength={9} placeholder="e.g. 2020-2024" />
        <TextField {...field('branch')} label="Branch/Specialization" autoComplete="off" maxLength={100} placeholder="e.g. Computer Science" />
        <TextField {...field('cgpa')} label="CGPA" inputMode="decimal" autoComplete="off" maxLength={5} placeholder="0 to 10" />
      </div>
      {existing && existing._id !== editing?._id && <RollNumberExists student={existing} />}
      <button type="submit" disabled={busy} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:min-w-52')}>
        <UserPlusIcon className="size-5" />
        {label}
      </button>
    </form>
  );
}

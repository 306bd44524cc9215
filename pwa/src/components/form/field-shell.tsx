import type { ReactNode } from 'react';

const control =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 ' +
  'focus:outline-2 focus:outline-offset-0 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 ';
const normal =
  'border-slate-300 focus:border-indigo-600 focus:outline-indigo-600/30 dark:border-slate-700 dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30';
const invalid =
  'border-red-600 focus:border-red-600 focus:outline-red-600/30 dark:border-red-400 dark:focus:border-red-400 dark:focus:outline-red-400/30';

/** The look of every input, select and textarea, red while the field has an error. */
export const controlClasses = (hasError: boolean) => control + (hasError ? invalid : normal);

type ShellProps = {
  id: string;
  label: string;
  error?: string;
  /** Help under the control (a hint, a checklist), read out with the field like the error. */
  hint?: ReactNode;
  children: (describedBy?: string) => ReactNode;
};

/** Label, control, hint and the field's error, linked with aria-describedby so screen readers read them. */
export function FieldShell({ id, label, error, hint, children }: ShellProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <div id={hintId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

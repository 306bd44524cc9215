import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

const control =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-500 ' +
  'focus:outline-2 focus:outline-offset-0 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400 ';
const normal =
  'border-slate-300 focus:border-indigo-600 focus:outline-indigo-600/30 dark:border-slate-700 dark:focus:border-indigo-400 dark:focus:outline-indigo-400/30';
const invalid =
  'border-red-600 focus:border-red-600 focus:outline-red-600/30 dark:border-red-400 dark:focus:border-red-400 dark:focus:outline-red-400/30';

type ShellProps = { id: string; label: string; error?: string; children: (describedBy?: string) => ReactNode };

/** Label, control and the field's error, linked with aria-describedby so screen readers read it. */
function FieldShell({ id, label, error, children }: ShellProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { id: string; label: string; error?: string };

export function TextField({ id, label, error, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control + (error ? invalid : normal)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ id, label, error, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error}>
      {(describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control}${error ? invalid : normal} min-h-40 resize-y`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

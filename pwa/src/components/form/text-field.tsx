import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClasses, FieldShell } from './field-shell.tsx';

type Common = { id: string; label: string; error?: string; hint?: ReactNode };

export function TextField({ id, label, error, hint, className = '', ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClasses(!!error)} ${className}`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ id, label, error, hint, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClasses(!!error)} min-h-40 resize-y`}
          {...input}
        />
      )}
    </FieldShell>
  );
}

import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/common-icons.tsx';
import { controlClasses, FieldShell } from './field-shell.tsx';

type Props = { id: string; label: string; error?: string; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password input with a show/hide toggle (spec section 2, Login and Signup). */
export function PasswordField({ id, label, error, hint, ...input }: Props) {
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="relative">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClasses(!!error)} pr-13`}
            {...input}
          />
          <button
            type="button"
            onClick={() => setShown((value) => !value)}
            aria-controls={id}
            aria-label={shown ? 'Hide password' : 'Show password'}
            title={shown ? 'Hide password' : 'Show password'}
            className="absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:focus-visible:outline-indigo-400"
          >
            {shown ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

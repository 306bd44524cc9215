import { useState } from 'react';
import { SignupSchema } from '#domain/accounts/signup.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { signup } from '../api/signup.ts';
import type { VerifiedRecord } from '../api/verify-code.ts';
import { suppressEnter } from '../utils/suppress-enter.ts';
import { NewPasswordField } from './new-password-field.tsx';

type Props = { record: VerifiedRecord; signupToken: string; onBack: () => void };

const LOGIN_REDIRECT_MS = 1000; // spec section 9: signup redirects 1000 ms

const LONG = new Set(['Full Name', 'Email', 'Branch/Specialization']);

/** The verified record, read-only, in the spec's order; only the password is the member's to set. */
function recordFields(r: VerifiedRecord) {
  return [
    ['Full Name', r.fullName],
    ['Email', r.email],
    ['Gender', r.gender],
    ['Roll Number', String(r.rollNumber)],
    ['Course', r.course],
    ['Batch', r.batch],
    ['Branch/Specialization', r.branch],
    ['CGPA', r.cgpa === null ? 'N/A' : String(r.cgpa)],
  ] as const;
}

/** Step 3: confirm the college record and choose a password. */
export function ProfileStep({ record, signupToken, onBack }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [validateLive, setValidateLive] = useState(false);
  const { status, handleSubmit } = useSubmit((chosen: string) => signup(record, signupToken, chosen), {
    onIssues: (issues) => setError(fieldErrors(issues).password),
    next: '/login',
    delayMs: LOGIN_REDIRECT_MS,
  });

  const check = (value: string) => {
    const parsed = parseWith(SignupSchema, { signupToken, rollNumber: record.rollNumber, password: value });
    setError(parsed.ok ? undefined : parsed.message);
    return parsed.ok;
  };

  const prepare = () => {
    if (!password) return undefined;
    setValidateLive(true);
    return check(password) ? password : undefined;
  };

  const busy = status !== 'idle';
  return (
    <form noValidate onSubmit={handleSubmit(prepare)} onKeyDown={suppressEnter} className="space-y-6">
      {/* Text, not read-only inputs: long names and addresses wrap instead of being cut off. */}
      <section aria-labelledby="signup-record-title" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 dark:bg-slate-950/50 dark:ring-slate-800">
        <h3 id="signup-record-title" className="text-sm font-semibold text-slate-900 dark:text-white">
          Your college record
        </h3>
        <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-400">
          These details come from the college records. If something is wrong, please contact the alumni office.
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
          {recordFields(record).map(([label, value]) => (
            // Short values pair up even on a phone; the long ones take the full width there.
            <div key={label} className={`min-w-0 ${LONG.has(label) ? 'col-span-2 sm:col-span-1' : ''}`}>
              <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="mt-0.5 font-semibold break-words text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <NewPasswordField
        id="signup-password"
        label="Password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (validateLive) check(event.target.value);
        }}
        error={error}
      />
      {/* Stacked on narrow phones, primary on top: 'Creating your account...' needs the full width. */}
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
        <button type="button" onClick={onBack} disabled={busy} className={buttonClasses('secondary', 'lg')}>
          Back
        </button>
        <button type="submit" disabled={busy || !password} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg')}>
          {busy ? 'Creating your account...' : 'Create Account'}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CodeSchema } from '#domain/accounts/signup.ts';
import { parseWith } from '#domain/validation.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { MailIcon } from '../../../components/icons/common-icons.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { verifyCode, type VerifiedRecord } from '../api/verify-code.ts';
import { suppressEnter } from '../utils/suppress-enter.ts';

export type Verified = { code: string; record: VerifiedRecord; signupToken: string };

type Props = {
  rollNumber: string;
  maskedEmail: string;
  /** Set after a successful check: codes are single-use, so the same code moves on without a call. */
  verified: Verified | null;
  onBack: () => void;
  onVerified: (verified: Verified) => void;
};

const NEXT_STEP_MS = 1000; // spec section 4: step 3 follows 1 s after the code is accepted

/** Step 2: the code mailed to the college address. */
export function CodeStep({ rollNumber, maskedEmail, verified, onBack, onVerified }: Props) {
  const [code, setCode] = useState(verified?.code ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseWith(CodeSchema, { code });
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    if (verified && verified.code === parsed.value.code) return onVerified(verified);

    setBusy(true);
    const result = await verifyCode(rollNumber, parsed.value.code);
    if (!result.ok) {
      setBusy(false);
      toast.error(result.message);
      return;
    }
    toast.success(result.message);
    const next = { code: parsed.value.code, record: result.record, signupToken: result.signupToken };
    timer.current = window.setTimeout(() => onVerified(next), NEXT_STEP_MS);
  };

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={suppressEnter} className="space-y-6">
      <p
        id="signup-code-sent"
        className="flex gap-3 rounded-2xl bg-indigo-50 p-4 text-sm leading-6 text-indigo-950 ring-1 ring-indigo-100 dark:bg-indigo-500/10 dark:text-indigo-100 dark:ring-indigo-500/20"
      >
        <MailIcon className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-300" />
        <span className="min-w-0">
          We e-mailed a 6-digit code to{' '}
          <strong className="font-semibold break-words">{maskedEmail || 'your college e-mail address'}</strong>
        </span>
      </p>
      <TextField
        id="signup-code"
        name="code"
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        minLength={4}
        maxLength={6}
        aria-required="true"
        placeholder="6-digit code"
        className="tracking-[0.3em] placeholder:tracking-normal"
        hint="The code is valid for 10 minutes."
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <div className="grid grid-cols-2 gap-3">
        <button type="button" onClick={onBack} disabled={busy} className={buttonClasses('secondary', 'lg')}>
          Back
        </button>
        <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg')}>
          {busy ? 'Verifying...' : 'Verify Code'}
        </button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { CodeSchema } from '#domain/accounts/signup.ts';
import { parseWith } from '#domain/validation.ts';
import { MailIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { verifyCode, type Verified } from '../api/verify-code.ts';
import { suppressEnter } from '../utils/suppress-enter.ts';
import { CodeField } from './code-field.tsx';

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
  const { status, handleSubmit } = useSubmit((checked: string) => verifyCode(rollNumber, checked), {
    next: ({ record, signupToken }, checked) => onVerified({ code: checked, record, signupToken }),
    delayMs: NEXT_STEP_MS,
  });

  const prepare = () => {
    const parsed = parseWith(CodeSchema, { code });
    setError(parsed.ok ? undefined : parsed.message);
    if (!parsed.ok) return undefined;
    // Codes are single-use: the code that was already accepted moves on without a call.
    if (verified && verified.code === parsed.value.code) {
      onVerified(verified);
      return undefined;
    }
    return parsed.value.code;
  };

  const busy = status !== 'idle';
  return (
    <form noValidate onSubmit={handleSubmit(prepare)} onKeyDown={suppressEnter} className="space-y-6">
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
      <CodeField id="signup-code" minLength={4} value={code} onValue={setCode} error={error} />
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

import { useState } from 'react';
import { SECOND_STEP_NEEDED, SECOND_STEP_PASSKEY_ONLY, type SecondStepRequired } from '#domain/accounts/two-step.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit, type SubmitOptions } from '#pwa/hooks/use-submit.ts';
import type { LoginResult } from '../api/login.ts';
import { submitSecondStep } from '../api/two-step.ts';

type SignedIn = SubmitOptions<string, Extract<LoginResult, { ok: true }>>;

/**
 * An admin's second step after the password (issue 53): the code from the authenticator app, or a
 * recovery code; or, when that is all the account has, its passkey.
 */
export function SecondStepForm({ step, signedIn, onPasskey, onBack }: { step: SecondStepRequired['secondStep']; signedIn: SignedIn; onPasskey: () => void; onBack: () => void }) {
  const [code, setCode] = useState('');
  const { status, submit } = useSubmit((value: string) => submitSecondStep({ token: step.token, code: value }), signedIn);
  const totp = step.methods.includes('totp');
  const busy = status !== 'idle';
  return (
    <form
      aria-label="Second step"
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(code.trim());
      }}
    >
      <p className="text-sm leading-6 text-slate-700 dark:text-slate-300" role="status">
        {totp ? SECOND_STEP_NEEDED : SECOND_STEP_PASSKEY_ONLY}
      </p>
      {totp && (
        <>
          <TextField id="second-step-code" label="Authentication code" autoComplete="one-time-code" maxLength={20} value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
          <button type="submit" disabled={busy} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg', 'w-full')}>
            {busy ? 'Checking' : 'Verify'}
          </button>
        </>
      )}
      {step.methods.includes('passkey') && (
        <button type="button" disabled={busy} onClick={onPasskey} className={buttonClasses(totp ? 'secondary' : 'primary', 'lg', 'w-full')}>
          Sign in with a passkey
        </button>
      )}
      <button type="button" onClick={onBack} className={buttonClasses('secondary', 'md', 'w-full')}>
        Back to the password
      </button>
    </form>
  );
}

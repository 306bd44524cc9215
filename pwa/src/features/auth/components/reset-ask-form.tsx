import { useState } from 'react';
import { ForgotPasswordSchema } from '#domain/accounts/password-reset.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { askResetCode } from '../api/forgot-password.ts';
import { IdentifierField } from './identifier-field.tsx';

type Props = { initial: string; onSent: (rollNumberOrEmail: string) => void };

/** /forgot-password, step 1: the account by roll number or e-mail; a code goes to its address. */
export function ResetAskForm({ initial, onSent }: Props) {
  const [ident, setIdent] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const { status, handleSubmit } = useSubmit(askResetCode, {
    onIssues: (issues) => setError(fieldErrors(issues).rollNumberOrEmail),
    onSuccess: (_, sent) => onSent(sent.rollNumberOrEmail),
    doneMs: 0,
  });

  const prepare = () => {
    const parsed = parseWith(ForgotPasswordSchema, { rollNumberOrEmail: ident });
    setError(parsed.ok ? undefined : parsed.message);
    return parsed.ok ? parsed.value : undefined;
  };

  const busy = status === 'busy';
  return (
    <form method="post" noValidate onSubmit={handleSubmit(prepare)} aria-label="Ask for a reset code" className="space-y-6">
      <IdentifierField
        id="reset-identifier"
        hint="We e-mail a 6-digit code to the address of your account."
        value={ident}
        onChange={(event) => setIdent(event.target.value)}
        error={error}
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? 'Sending the code...' : 'Send the code'}
      </button>
    </form>
  );
}

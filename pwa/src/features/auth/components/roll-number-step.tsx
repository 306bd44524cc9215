import { useState } from 'react';
import { RollVerificationSchema } from '#domain/accounts/signup.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { TextField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { sendCode } from '../api/send-code.ts';
import { suppressEnter } from '../utils/suppress-enter.ts';

type Props = { initial: string; onSent: (rollNumber: string, maskedEmail: string) => void };

/** Step 1: the roll number is checked against the college records and a code goes to the college address. */
export function RollNumberStep({ initial, onSent }: Props) {
  const [rollNumber, setRollNumber] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const { status, handleSubmit } = useSubmit(sendCode, {
    onIssues: (issues) => setError(fieldErrors(issues).rollNumber),
    onSuccess: ({ maskedEmail }, sent) => onSent(sent, maskedEmail),
  });

  const prepare = () => {
    const parsed = parseWith(RollVerificationSchema, { rollNumber });
    setError(parsed.ok ? undefined : parsed.message);
    return parsed.ok ? parsed.value.rollNumber : undefined;
  };

  const busy = status === 'busy';
  return (
    // method=post: were the browser ever to send this form itself (no app yet), nothing goes into the address.
    <form method="post" noValidate onSubmit={handleSubmit(prepare)} onKeyDown={suppressEnter} className="space-y-6">
      <TextField
        id="signup-roll-number"
        name="rollNumber"
        label="Roll Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        aria-required="true"
        placeholder="e.g. 201811000001"
        hint="We check it against the college records, then e-mail a code to the address the college has for you."
        value={rollNumber}
        onChange={(event) => setRollNumber(event.target.value)}
        error={error}
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? 'Verifying...' : 'Verify Roll Number'}
      </button>
    </form>
  );
}

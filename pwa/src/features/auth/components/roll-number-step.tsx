import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { RollVerificationSchema } from '#domain/accounts/signup.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { sendCode } from '../api/send-code.ts';
import { suppressEnter } from '../utils/suppress-enter.ts';

type Props = { initial: string; onSent: (rollNumber: string, maskedEmail: string) => void };

/** Step 1: the roll number is checked against the college records and a code goes to the college address. */
export function RollNumberStep({ initial, onSent }: Props) {
  const [rollNumber, setRollNumber] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = parseWith(RollVerificationSchema, { rollNumber });
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    setBusy(true);
    const result = await sendCode(parsed.value.rollNumber);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.message);
      setError(fieldErrors(result.issues).rollNumber);
      return;
    }
    toast.success(result.message);
    onSent(parsed.value.rollNumber, result.maskedEmail);
  };

  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={suppressEnter} className="space-y-6">
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

import { ForgotPasswordSchema } from '#domain/accounts/password-reset.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { askResetCode } from '../api/forgot-password.ts';
import { IdentifierField } from './identifier-field.tsx';

const FIELDS = ['rollNumberOrEmail'] as const;
type Props = { initial: string; onSent: (rollNumberOrEmail: string) => void };

/** /forgot-password, step 1: the account by roll number or e-mail; a code goes to its address. */
export function ResetAskForm({ initial, onSent }: Props) {
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(ForgotPasswordSchema, FIELDS, { rollNumberOrEmail: initial });
  const { status, handleSubmit } = useSubmit(askResetCode, {
    onIssues: showIssues,
    onSuccess: (_, sent) => onSent(sent.rollNumberOrEmail),
    doneMs: 0,
  });

  const busy = status === 'busy';
  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-label="Ask for a reset code" className="space-y-6">
      <IdentifierField
        id="reset-identifier"
        hint="We e-mail a 6-digit code to the address of your account."
        value={values.rollNumberOrEmail}
        onChange={onChange}
        error={errors.rollNumberOrEmail}
      />
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? 'Sending the code...' : 'Send the code'}
      </button>
    </form>
  );
}

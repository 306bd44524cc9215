import { ResetPasswordSchema } from '#domain/accounts/password-reset.ts';
import { parseWith } from '#domain/validation.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { resetPassword } from '../api/forgot-password.ts';
import { CodeField } from './code-field.tsx';
import { NewPasswordField } from './new-password-field.tsx';

const FIELDS = ['code', 'password'] as const;
type Props = { rollNumberOrEmail: string; onSignedIn: () => void; onAskAgain: () => void };

/** /forgot-password, step 2: the mailed code and a new password; the member is then signed in. */
export function ResetPasswordForm({ rollNumberOrEmail, onSignedIn, onAskAgain }: Props) {
  const { values, setValues, errors, onChange, validate, showIssues, formRef } = useCheckedForm(
    (typed: { code: string; password: string }) => parseWith(ResetPasswordSchema, { ...typed, rollNumberOrEmail }),
    FIELDS,
    { code: '', password: '' },
  );
  const setSession = useSessionStore((s) => s.setSession);
  const { status, handleSubmit } = useSubmit(resetPassword, {
    onIssues: showIssues,
    onSuccess: ({ user, token }) => {
      onSignedIn();
      setSession(user, token);
    },
    next: ({ user }) => homeFor(user),
  });

  const busy = status !== 'idle';
  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-label="Choose a new password" className="space-y-6">
      <CodeField id="reset-code" value={values.code} onValue={(code) => setValues((v) => ({ ...v, code }))} error={errors.code} hint="The code works for 15 minutes." />
      <NewPasswordField id="reset-password" label="New Password" value={values.password} onChange={onChange} error={errors.password} />
      <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
        <button type="button" onClick={onAskAgain} disabled={busy} className={buttonClasses('secondary', 'lg')}>
          Send a new code
        </button>
        <button type="submit" disabled={busy} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg')}>
          {busy ? 'Saving...' : 'Set new password'}
        </button>
      </div>
    </form>
  );
}

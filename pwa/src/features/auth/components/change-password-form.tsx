import { useState } from 'react';
import { ChangePasswordSchema } from '#domain/accounts/password-change.ts';
import { parseWith } from '#domain/validation.ts';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { changePassword } from '../api/change-password.ts';
import { NewPasswordField } from './new-password-field.tsx';

const FIELDS = ['currentPassword', 'password'] as const;

/** /settings/account: the current password, a new one, and other devices signed out (checked). */
export function ChangePasswordForm() {
  const [signOutOtherDevices, setSignOut] = useState(true);
  const { values, errors, onChange, validate, showIssues, reset, formRef } = useCheckedForm(
    (typed: { currentPassword: string; password: string }) => parseWith(ChangePasswordSchema, { ...typed, signOutOtherDevices }),
    FIELDS,
    { currentPassword: '', password: '' },
  );
  const { status, handleSubmit } = useSubmit(changePassword, { onIssues: showIssues, onSuccess: reset, doneMs: 0 });

  const busy = status === 'busy';
  return (
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-labelledby="change-password-title" className="space-y-6">
      <PasswordField
        id="current-password"
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        maxLength={128}
        aria-required="true"
        value={values.currentPassword}
        onChange={onChange}
        error={errors.currentPassword}
      />
      <NewPasswordField id="new-password" label="New Password" value={values.password} onChange={onChange} error={errors.password} />
      <label className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          name="signOutOtherDevices"
          checked={signOutOtherDevices}
          onChange={(event) => setSignOut(event.target.checked)}
          className="mt-0.5 size-4 rounded border-slate-400 accent-indigo-600"
        />
        <span>Sign out my other devices</span>
      </label>
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
        {busy ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}

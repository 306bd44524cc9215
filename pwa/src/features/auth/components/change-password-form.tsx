import { useState } from 'react';
import { ChangePasswordSchema } from '#domain/accounts/password-change.ts';
import { fieldErrors, parseWith } from '#domain/validation.ts';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { changePassword } from '../api/change-password.ts';
import { NewPasswordField } from './new-password-field.tsx';

/** /settings/account: the current password, a new one, and other devices signed out (checked). */
export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [signOutOtherDevices, setSignOut] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { status, handleSubmit } = useSubmit(changePassword, {
    onIssues: (issues) => setErrors(fieldErrors(issues)),
    onSuccess: () => {
      setCurrent('');
      setPassword('');
      setErrors({});
    },
    doneMs: 0,
  });

  const prepare = () => {
    const parsed = parseWith(ChangePasswordSchema, { currentPassword, password, signOutOtherDevices });
    setErrors(parsed.ok ? {} : fieldErrors(parsed.issues));
    return parsed.ok ? parsed.value : undefined;
  };

  const busy = status === 'busy';
  return (
    <form method="post" noValidate onSubmit={handleSubmit(prepare)} aria-labelledby="change-password-title" className="space-y-6">
      <PasswordField
        id="current-password"
        name="currentPassword"
        label="Current Password"
        autoComplete="current-password"
        maxLength={128}
        aria-required="true"
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.currentPassword}
      />
      <NewPasswordField id="new-password" label="New Password" value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} />
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

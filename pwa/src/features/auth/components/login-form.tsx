import { LOGIN_ROLES, LoginSchema } from '#domain/accounts/login.ts';
import { Link } from 'wouter';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { login } from '../api/login.ts';
import { inlineLink } from './auth-layout.tsx';
import { IdentifierField } from './identifier-field.tsx';

const FIELDS = ['role', 'rollNumberOrEmail', 'password'] as const;
const EMPTY: Record<(typeof FIELDS)[number], string> = { role: 'Student / Alumni', rollNumberOrEmail: '', password: '' };
const REDIRECT_MS = 1000; // spec section 9: login redirect 1000 ms

/** Called just before the session is stored, so the page does not treat the user as arriving signed in. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(LoginSchema, FIELDS, EMPTY);
  const setSession = useSessionStore((s) => s.setSession);
  const { status, handleSubmit } = useSubmit(login, {
    onIssues: showIssues,
    onSuccess: ({ user, token }) => {
      onSignedIn();
      setSession(user, token);
      // Ask the browser not to evict the offline data of a signed-in member (DESIGN.md, Offline sync).
      void navigator.storage?.persist?.().catch(() => false);
    },
    next: ({ user }) => homeFor(user),
    delayMs: REDIRECT_MS,
  });

  const busy = status !== 'idle';
  return (
    // method=post: were the browser ever to send this form itself (no app yet), the password stays out of the address.
    <form ref={formRef} method="post" noValidate onSubmit={handleSubmit(validate)} aria-label="Log in" className="space-y-5">
      <SelectField id="login-role" name="role" label="Login Type" options={LOGIN_ROLES} value={values.role} onChange={onChange} error={errors.role} />
      <IdentifierField id="login-identifier" value={values.rollNumberOrEmail} onChange={onChange} error={errors.rollNumberOrEmail} />
      <PasswordField
        id="login-password"
        name="password"
        label="Password"
        autoComplete="current-password"
        maxLength={128}
        aria-required="true"
        value={values.password}
        onChange={onChange}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link href="/forgot-password" className={inlineLink}>
          Forgot password?
        </Link>
      </p>
      <button type="submit" disabled={busy} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? 'Logging In' : 'Log In'}
      </button>
    </form>
  );
}

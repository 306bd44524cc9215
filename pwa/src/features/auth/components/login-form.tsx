import { useState } from 'react';
import { LOGIN_ROLES, LoginSchema, type Login } from '#domain/accounts/login.ts';
import type { SecondStepRequired } from '#domain/accounts/two-step.ts';
import { Link } from 'wouter';
import { PasswordField } from '#pwa/components/form/password-field.tsx';
import { SelectField } from '#pwa/components/form/select-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSchemaForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { homeFor, useSessionStore, type SessionUser } from '#pwa/stores/session-store.ts';
import { login } from '../api/login.ts';
import { signInWithPasskey } from '../api/passkeys.ts';
import { inlineLink } from './auth-layout.tsx';
import { IdentifierField } from './identifier-field.tsx';
import { SecondStepForm } from './second-step-form.tsx';

const FIELDS = ['role', 'rollNumberOrEmail', 'password'] as const;
const EMPTY: Record<(typeof FIELDS)[number], string> = { role: 'Student / Alumni', rollNumberOrEmail: '', password: '' };
const REDIRECT_MS = 1000; // spec section 9: login redirect 1000 ms

/** Called just before the session is stored, so the page does not treat the user as arriving signed in. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(LoginSchema, FIELDS, EMPTY);
  const setSession = useSessionStore((s) => s.setSession);
  const signedIn = {
    onSuccess: ({ user, token }: { user: SessionUser; token: string }) => {
      onSignedIn();
      setSession(user, token);
      // Ask the browser not to evict the offline data of a signed-in member (DESIGN.md, Offline sync).
      void navigator.storage?.persist?.().catch(() => false);
    },
    next: ({ user }: { user: SessionUser }) => homeFor(user),
    delayMs: REDIRECT_MS,
  };
  // An admin with two-step sign-in is asked for the second step instead of being signed in.
  const [secondStep, setSecondStep] = useState<SecondStepRequired['secondStep'] | null>(null);
  const passwordLogin = async (input: Login) => {
    const result = await login(input);
    if (!result.ok && result.secondStep) setSecondStep(result.secondStep);
    return result;
  };
  const { status, handleSubmit } = useSubmit(passwordLogin, { onIssues: showIssues, ...signedIn });
  // No roll number, no password: the authenticator offers the account's passkey (issue 53).
  const passkey = useSubmit(signInWithPasskey, signedIn);

  const busy = status !== 'idle' || passkey.status !== 'idle';
  if (secondStep) return <SecondStepForm step={secondStep} signedIn={signedIn} onPasskey={() => void passkey.submit(undefined)} onBack={() => setSecondStep(null)} />;
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
        {status !== 'idle' ? 'Logging In' : 'Log In'}
      </button>
      {/* Always rendered, as prerendered: a browser without passkeys says so when it is pressed. */}
      <button type="button" disabled={busy} aria-busy={passkey.status === 'busy'} onClick={() => void passkey.submit(undefined)} className={buttonClasses('secondary', 'lg', 'w-full')}>
        Sign in with a passkey
      </button>
    </form>
  );
}

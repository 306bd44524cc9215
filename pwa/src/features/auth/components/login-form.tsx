import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { LOGIN_ROLES, LoginSchema } from '#domain/accounts/login.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { homeFor, useSessionStore } from '../../../stores/session-store.ts';
import { login } from '../api/login.ts';

const FIELDS = ['role', 'rollNumberOrEmail', 'password'] as const;
const EMPTY: Record<(typeof FIELDS)[number], string> = { role: 'Student / Alumni', rollNumberOrEmail: '', password: '' };
const REDIRECT_MS = 1000; // spec section 9: login redirect 1000 ms

/** Called just before the session is stored, so the page does not treat the user as arriving signed in. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { values, errors, onChange, validate, showIssues, formRef } = useSchemaForm(LoginSchema, FIELDS, EMPTY);
  const [status, setStatus] = useState<'idle' | 'busy' | 'done'>('idle');
  const timer = useRef<number | undefined>(undefined);
  const [, navigate] = useLocation();
  const setSession = useSessionStore((s) => s.setSession);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const credentials = validate();
    if (!credentials) return;

    setStatus('busy');
    const result = await login(credentials);
    if (!result.ok) {
      setStatus('idle');
      toast.error(result.message);
      if (result.issues.length) showIssues(result.issues);
      return;
    }
    onSignedIn();
    setSession(result.user, result.token);
    setStatus('done');
    // Ask the browser not to evict the offline data of a signed-in member (DESIGN.md, Offline sync).
    void navigator.storage?.persist?.().catch(() => false);
    toast.success(result.message);
    timer.current = window.setTimeout(() => navigate(homeFor(result.user)), REDIRECT_MS);
  };

  const busy = status !== 'idle';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Log in" className="space-y-5">
      <SelectField id="login-role" name="role" label="Login Type" options={LOGIN_ROLES} value={values.role} onChange={onChange} error={errors.role} />
      <TextField
        id="login-identifier"
        name="rollNumberOrEmail"
        label="Email Id / RollNumber"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        aria-required="true"
        value={values.rollNumberOrEmail}
        onChange={onChange}
        error={errors.rollNumberOrEmail}
      />
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
      <button type="submit" disabled={busy} aria-busy={status === 'busy'} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? 'Logging In' : 'Log In'}
      </button>
    </form>
  );
}

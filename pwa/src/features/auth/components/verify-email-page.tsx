import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useParams } from 'wouter';
import { CodeSchema } from '#domain/accounts/signup.ts';
import { parseWith } from '#domain/validation.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { buttonClasses } from '../../../components/ui/button-styles.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';

const FOCUS_DELAY_MS = 500; // spec section 9: verification input focus about 0.5 s
const HOME_REDIRECT_MS = 1500; // spec section 4: go to / after 1.5 s

// The router decodes with decodeURI, which leaves '%40' as it is.
function decodeParam(value = '') {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** /verify/{email}: the link in the code e-mail lands here (DESIGN.md). */
export function VerifyEmailPage() {
  const email = decodeParam(useParams<{ email: string }>().email);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<'idle' | 'busy' | 'done'>('idle');
  const [, navigate] = useLocation();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const focus = window.setTimeout(() => document.getElementById('verify-code')?.focus(), FOCUS_DELAY_MS);
    return () => {
      window.clearTimeout(focus);
      window.clearTimeout(timer.current);
    };
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle' || !code.trim()) return;
    const parsed = parseWith(CodeSchema, { code });
    if (!parsed.ok) return void toast.error(parsed.message);
    setStatus('busy');
    const result = await verifyEmail(email, parsed.value.code);
    if (!result.ok) {
      setStatus('idle');
      toast.error(result.message);
      return;
    }
    setStatus('done');
    toast.success(result.message);
    timer.current = window.setTimeout(() => navigate('/'), HOME_REDIRECT_MS);
  };

  return (
    <AuthLayout
      pageTitle="Email Verification"
      title="Email Verification"
      subtitle={
        <>
          Enter the code we sent to{' '}
          <strong className="font-semibold break-words text-slate-900 dark:text-white">{email}</strong>
        </>
      }
      footer={
        <Link href="/" className={inlineLink}>
          Return to home page
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-label="Email Verification" className="space-y-6">
        <TextField
          id="verify-code"
          name="code"
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-required="true"
          placeholder="6-digit code"
          className="tracking-[0.3em] placeholder:tracking-normal"
          hint="The code is valid for 10 minutes."
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          disabled={status !== 'idle' || !code.trim()}
          aria-busy={status === 'busy'}
          className={buttonClasses('primary', 'lg', 'w-full')}
        >
          {status === 'idle' ? 'Verify Code' : 'Verifying...'}
        </button>
      </form>
    </AuthLayout>
  );
}

import { useEffect, useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { Link, useParams } from 'wouter';
import { CodeSchema } from '#domain/accounts/signup.ts';
import { parseWith } from '#domain/validation.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { handOffVerified } from '../utils/verified-signup.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';
import { CodeField } from './code-field.tsx';

const FOCUS_DELAY_MS = 500; // spec section 9: verification input focus about 0.5 s
const REDIRECT_MS = 1500; // spec section 4: leave after 1.5 s

// The router decodes with decodeURI, which leaves '%40' as it is.
function decodeParam(value = '') {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * /verify/{email}: the link in the code e-mail lands here (DESIGN.md). A right code carries the same
 * signup on to its password step, here and in the wizard's tab (docs/decisions/0056), not to /.
 */
export function VerifyEmailPage() {
  const email = decodeParam(useParams<{ email: string }>().email);
  const [code, setCode] = useState('');
  const { status, handleSubmit } = useSubmit((checked: string) => verifyEmail(email, checked), {
    onSuccess: ({ record, signupToken }, checked) =>
      handOffVerified({ rollNumber: String(record.rollNumber), verified: { code: checked, record, signupToken } }),
    next: '/signup',
    delayMs: REDIRECT_MS,
  });

  useEffect(() => {
    const focus = window.setTimeout(() => document.getElementById('verify-code')?.focus(), FOCUS_DELAY_MS);
    return () => window.clearTimeout(focus);
  }, []);

  const prepare = () => {
    if (!code.trim()) return undefined;
    const parsed = parseWith(CodeSchema, { code });
    if (parsed.ok) return parsed.value.code;
    toast.error(parsed.message);
    return undefined;
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
      <form noValidate onSubmit={handleSubmit(prepare)} aria-label="Email Verification" className="space-y-6">
        <CodeField id="verify-code" value={code} onValue={setCode} />
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

import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { RESET_CODE_SENT } from '#domain/accounts/password-reset.ts';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';
import { ResetAskForm } from './reset-ask-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

/** /forgot-password (issue 53): a code mailed to the account, then a new password, then signed in. */
export function ForgotPasswordPage() {
  const user = useSessionStore((s) => s.user);
  const [asked, setAsked] = useState<string | undefined>();
  const [ident, setIdent] = useState('');
  // Set when this page signs the member in: it then leaves by its own navigation, not this redirect.
  const [signingIn, setSigningIn] = useState(false);
  if (user && !signingIn) return <Redirect to={homeFor(user)} replace />;

  return (
    <AuthLayout
      pageTitle="Forgot password"
      title="Forgot your password?"
      subtitle={asked ? <p role="status">{RESET_CODE_SENT}</p> : 'Enter your roll number or e-mail, and we will send you a code to choose a new one.'}
      footer={
        <p>
          Remembered it?{' '}
          <Link href="/login" className={inlineLink}>
            Log in
          </Link>
        </p>
      }
    >
      {asked ? (
        <ResetPasswordForm
          rollNumberOrEmail={asked}
          onSignedIn={() => setSigningIn(true)}
          onAskAgain={() => {
            setIdent(asked);
            setAsked(undefined);
          }}
        />
      ) : (
        <ResetAskForm initial={ident} onSent={setAsked} />
      )}
    </AuthLayout>
  );
}

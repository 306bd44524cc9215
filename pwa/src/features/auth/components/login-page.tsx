import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ACCOUNT_DELETED_ELSEWHERE, SIGNED_OUT_ELSEWHERE, takeEndedSession } from '#pwa/lib/refresh-session.ts';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const user = useSessionStore((s) => s.user);
  // Set when this page signs the user in: it then waits its 1 s before leaving (spec section 2).
  const [signingIn, setSigningIn] = useState(false);
  // Sent here because the session ended from elsewhere: said once, above the form (issue 53).
  const [endedElsewhere] = useState(takeEndedSession);
  if (user && !signingIn) return <Redirect to={homeFor(user)} replace />;

  return (
    <AuthLayout
      pageTitle="Log In"
      title="Welcome Back"
      subtitle="Log in to access your alumni account."
      footer={
        <p>
          New to the portal?{' '}
          <Link href="/signup" className={inlineLink}>
            Register here
          </Link>
        </p>
      }
    >
      {endedElsewhere && (
        <p role="status" className="mb-6 rounded-xl bg-amber-50 p-4 text-sm leading-6 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-100 dark:ring-amber-900">
          {endedElsewhere === 'deleted' ? ACCOUNT_DELETED_ELSEWHERE : SIGNED_OUT_ELSEWHERE}
        </p>
      )}
      <LoginForm onSignedIn={() => setSigningIn(true)} />
    </AuthLayout>
  );
}

import { useState } from 'react';
import { Link, Redirect } from 'wouter';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';

export function LoginPage() {
  const user = useSessionStore((s) => s.user);
  // Set when this page signs the user in: it then waits its 1 s before leaving (spec section 2).
  const [signingIn, setSigningIn] = useState(false);
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
      <LoginForm onSignedIn={() => setSigningIn(true)} />
    </AuthLayout>
  );
}

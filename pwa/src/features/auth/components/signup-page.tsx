import { useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
import { acceptInvitation } from '../api/accept-invitation.ts';
import type { Verified } from '../api/verify-code.ts';
import { clearVerified, onVerifiedElsewhere, pendingVerified, type VerifiedSignup } from '../utils/verified-signup.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';
import { CodeStep } from './code-step.tsx';
import { ProfileStep } from './profile-step.tsx';
import { RollNumberStep } from './roll-number-step.tsx';
import { SIGNUP_STEPS, SignupProgress } from './signup-progress.tsx';

type Wizard = { step: 0 | 1 | 2; rollNumber: string; maskedEmail: string; verified: Verified | null };

/** The password step of a signup the e-mail link verified (docs/decisions/0056). */
const verifiedStep = ({ rollNumber, verified }: VerifiedSignup): Wizard => ({ step: 2, rollNumber, maskedEmail: '', verified });

/** Spec section 4, Signup wizard: roll number → e-mailed code → profile and password. */
export function SignupPage() {
  const user = useSessionStore((s) => s.user);
  const [wizard, setWizard] = useState<Wizard>(() => {
    const handedOn = pendingVerified();
    return handedOn ? verifiedStep(handedOn) : { step: 0, rollNumber: '', maskedEmail: '', verified: null };
  });
  // An invitation mail's link (issue 32): it verifies the roll number, so the password is all that is left.
  // Read after hydration: the page is prerendered (ADR 0084), and its markup cannot know the link.
  const [invitation, setInvitation] = useState<{ status: 'checking' } | { status: 'failed'; message: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  const { step, verified } = wizard;

  useEffect(() => clearVerified(), []);
  useEffect(() => {
    const invite = new URLSearchParams(location.search).get('invite');
    if (invite === null) return;
    setInvitation({ status: 'checking' });
    history.replaceState(history.state, '', '/signup'); // used once: a reload starts an ordinary signup
    void acceptInvitation(invite).then((result) => {
      if (!result.ok) return setInvitation({ status: 'failed', message: result.message });
      setInvitation(null);
      setWizard(verifiedStep(result));
    });
  }, []);
  // The link in the code e-mail, opened in another tab, used this signup's code: follow it there.
  // (The record's roll number comes as a number, so the two are compared as numbers.)
  useEffect(
    () =>
      onVerifiedElsewhere((signup) =>
        setWizard((w) =>
          w.step === 1 && Number(w.rollNumber) === Number(signup.rollNumber) ? { ...verifiedStep(signup), maskedEmail: w.maskedEmail } : w,
        ),
      ),
    [],
  );

  // A new step replaces the form under the focus: move focus to its heading so it is announced.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  if (user) return <Redirect to={homeFor(user)} replace />;

  const go = (next: Partial<Wizard>) => setWizard((w) => ({ ...w, ...next }));
  return (
    <AuthLayout
      pageTitle="Sign Up"
      title="Join Our Alumni Network"
      subtitle="Verify your roll number, confirm your college e-mail and choose a password."
      wide={step === 2}
      footer={
        <p>
          Already have an account?{' '}
          <Link href="/login" className={inlineLink}>
            Log in
          </Link>
        </p>
      }
    >
      {invitation?.status === 'checking' && <p role="status" className="mb-4 text-center text-slate-700 dark:text-slate-300">Checking your invitation ...</p>}
      {invitation?.status === 'failed' && (
        <p role="alert" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-500/10 dark:text-amber-100 dark:ring-amber-500/30">
          {invitation.message}
        </p>
      )}
      <SignupProgress step={step} />
      <p className="mt-6 text-center text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        Step {step + 1} of {SIGNUP_STEPS.length}
      </p>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 mb-6 text-center text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        {SIGNUP_STEPS[step]}
      </h2>
      {step === 0 && (
        <RollNumberStep
          initial={wizard.rollNumber}
          onSent={(rollNumber, maskedEmail) => go({ step: 1, rollNumber, maskedEmail, verified: null })}
        />
      )}
      {step === 1 && (
        <CodeStep
          rollNumber={wizard.rollNumber}
          maskedEmail={wizard.maskedEmail}
          verified={verified}
          onBack={() => go({ step: 0 })}
          onVerified={(next) => go({ step: 2, verified: next })}
        />
      )}
      {step === 2 && verified && (
        <ProfileStep record={verified.record} signupToken={verified.signupToken} onBack={() => go({ step: 1 })} />
      )}
    </AuthLayout>
  );
}

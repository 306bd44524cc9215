import { useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { homeFor, useSessionStore } from '#pwa/stores/session-store.ts';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  const { step, verified } = wizard;

  useEffect(() => clearVerified(), []);
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

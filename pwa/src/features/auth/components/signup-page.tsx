import { useEffect, useRef, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { homeFor, useSessionStore } from '../../../stores/session-store.ts';
import { AuthLayout, inlineLink } from './auth-layout.tsx';
import { CodeStep, type Verified } from './code-step.tsx';
import { ProfileStep } from './profile-step.tsx';
import { RollNumberStep } from './roll-number-step.tsx';
import { SIGNUP_STEPS, SignupProgress } from './signup-progress.tsx';

type Wizard = { step: 0 | 1 | 2; rollNumber: string; maskedEmail: string; verified: Verified | null };

/** Spec section 4, Signup wizard: roll number → e-mailed code → profile and password. */
export function SignupPage() {
  const user = useSessionStore((s) => s.user);
  const [wizard, setWizard] = useState<Wizard>({ step: 0, rollNumber: '', maskedEmail: '', verified: null });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);
  const { step, verified } = wizard;

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

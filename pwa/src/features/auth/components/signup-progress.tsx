export const SIGNUP_STEPS = ['Roll Number Verification', 'Verify Email', 'Complete Your Profile'] as const;

/** The three dots: done steps filled, the current one a wider pill, later ones grey. */
export function SignupProgress({ step }: { step: number }) {
  return (
    <ol aria-label="Signup progress" className="flex items-center justify-center gap-2">
      {SIGNUP_STEPS.map((title, index) => (
        <li key={title} aria-current={index === step ? 'step' : undefined} className="flex">
          <span
            aria-hidden="true"
            className={[
              'h-2.5 rounded-full transition-all duration-300',
              index === step ? 'w-8 bg-indigo-600 dark:bg-indigo-400' : 'w-2.5',
              index < step ? 'bg-indigo-600 dark:bg-indigo-400' : '',
              index > step ? 'bg-slate-300 dark:bg-slate-700' : '',
            ].join(' ')}
          />
          <span className="sr-only">
            {`Step ${index + 1} of ${SIGNUP_STEPS.length}: ${title}${index < step ? ' (done)' : ''}`}
          </span>
        </li>
      ))}
    </ol>
  );
}

import { PASSWORD_REQUIREMENTS, passwordStrength } from '#domain/accounts/password-rules.ts';
import { CheckIcon, CircleIcon } from '#pwa/components/icons/common-icons.tsx';

// Index = score 0 to 5 (spec section 4, Password strength).
const BAR = ['', 'bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'] as const;
const TEXT = [
  'text-slate-600 dark:text-slate-400',
  'text-red-700 dark:text-red-400',
  'text-orange-700 dark:text-orange-400',
  'text-amber-700 dark:text-amber-400',
  'text-lime-700 dark:text-lime-400',
  'text-emerald-700 dark:text-emerald-400',
] as const;

/** Strength meter (width score/5) and the requirement checklist, both following the typing. */
export function PasswordStrength({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <div
            className={`h-full rounded-full transition-[width] duration-300 ${BAR[score] ?? ''}`}
            style={{ width: `${(score / 5) * 100}%` }}
          />
        </div>
        <p aria-live="polite" className={`min-w-24 text-right text-sm font-semibold ${TEXT[score] ?? ''}`}>
          <span className="sr-only">Password strength: </span>
          {label}
        </p>
      </div>
      <ul className="grid gap-1.5 sm:grid-cols-2" aria-label="Password requirements">
        {PASSWORD_REQUIREMENTS.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.label}
              className={`flex items-center gap-2 ${met ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-600 dark:text-slate-400'}`}
            >
              {met ? <CheckIcon className="size-4 shrink-0" /> : <CircleIcon className="size-4 shrink-0" />}
              {rule.label}
              <span className="sr-only">{met ? ', met' : ', not met'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

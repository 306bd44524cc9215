import type { ChangeEvent } from 'react';
import { MAX_DONATION, MIN_DONATION, SUGGESTED_AMOUNTS } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { controlClasses, FieldShell } from '#pwa/components/form/field-shell.tsx';

type Props = { value: string; error?: string; disabled: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; onPick: (amount: string) => void };

/** The spec's suggested amounts as toggle buttons, and any whole-rupee amount typed in. */
export function AmountPicker({ value, error, disabled, onChange, onPick }: Props) {
  return (
    <div>
      <div role="group" aria-label="Suggested amounts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {SUGGESTED_AMOUNTS.map((amount) => {
          const chosen = value === String(amount);
          return (
            <button
              key={amount}
              type="button"
              disabled={disabled}
              aria-pressed={chosen}
              onClick={() => onPick(String(amount))}
              className={`rounded-xl border px-4 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 ${
                chosen
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
                  : 'border-slate-300 bg-white text-slate-900 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-950 dark:text-white'
              }`}
            >
              {formatRupees(amount)}
            </button>
          );
        })}
      </div>
      <div className="mt-4">
        <FieldShell id="donation-amount" label="Amount (₹)" error={error} hint={`Whole rupees, ${formatRupees(MIN_DONATION)} to ${formatRupees(MAX_DONATION)}`}>
          {(describedBy) => (
            <input
              id="donation-amount"
              name="amount"
              type="number"
              inputMode="numeric"
              min={MIN_DONATION}
              max={MAX_DONATION}
              step={1}
              placeholder="Enter amount"
              aria-required="true"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              disabled={disabled}
              value={value}
              onChange={onChange}
              className={controlClasses(!!error)}
            />
          )}
        </FieldShell>
      </div>
    </div>
  );
}

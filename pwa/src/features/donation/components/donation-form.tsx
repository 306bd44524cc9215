import { useRef } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { Link } from 'wouter';
import { DONATION_MESSAGES as M, DONATION_TYPES, DonationRequestSchema, MESSAGE_MAX, type Fund } from '#domain/donations/donation.ts';
import { parseWith } from '#domain/validation.ts';
import { controlClasses, FieldShell } from '#pwa/components/form/field-shell.tsx';
import { TextAreaField } from '#pwa/components/form/text-field.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useCheckedForm } from '#pwa/hooks/use-schema-form.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { createDonation } from '../api/create-donation.ts';
import { openCheckout } from '../utils/razorpay-checkout.ts';
import { AmountPicker } from './amount-picker.tsx';

type Values = { amount: string; donationType: string; message: string; fundId: string };
const FIELDS = ['amount', 'donationType', 'message', 'fundId'] as const;
const TOAST_MS = 5000; // spec section 9: toasts last 5 s on the donation page

type Props = {
  rollNumber: number | null | undefined;
  signedIn: boolean;
  /** Why paying is impossible right now (offline, not set up), shown above the button. */
  blocked: string | null;
  funds: Fund[];
  fundId: string;
  onFatal: (message: string) => void;
};

/** The spec's donation form: amount, type, message, the member's roll number, and a fund. */
export function DonationForm({ rollNumber, signedIn, blocked, funds, fundId, onFatal }: Props) {
  const initial: Values = { amount: '', donationType: 'One-Time', message: '', fundId };
  const check = (v: Values) => parseWith(DonationRequestSchema, { ...v, rollNumber: rollNumber ?? undefined, fundId: v.fundId || undefined });
  const { values, setValues, errors, onChange, validate, showIssues, reset, formRef } = useCheckedForm(check, FIELDS, initial);
  // One key per attempt: a retry of the same attempt gets the same order back (ADR 0080).
  const attempt = useRef(crypto.randomUUID());
  const { status, handleSubmit } = useSubmit(
    async (request: NonNullable<ReturnType<typeof validate>>) => {
      const outcome = await createDonation(request, attempt.current);
      if (!outcome.ok) {
        if (outcome.fatal) onFatal(outcome.message);
        return outcome.fatal ? { ok: false as const } : outcome;
      }
      attempt.current = crypto.randomUUID();
      reset();
      try {
        await openCheckout(outcome.created, () => toast('Payment cancelled. Nothing was charged.', { duration: TOAST_MS }));
      } catch {
        return { ok: false as const, message: 'Razorpay Checkout could not be loaded. Check your connection and try again.' };
      }
      return { ok: true as const };
    },
    { onIssues: showIssues, doneMs: 0 },
  );
  const busy = status === 'busy';
  const locked = !signedIn;
  const change: typeof onChange = (event) => {
    attempt.current = crypto.randomUUID();
    onChange(event);
  };
  const prepare = () => {
    if (!signedIn) {
      toast.error(M.loginRequired, { duration: TOAST_MS });
      return undefined;
    }
    return blocked ? undefined : validate();
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(prepare)} aria-labelledby="donate-form-title" className="space-y-6">
      <h2 id="donate-form-title" className="text-xl font-semibold text-slate-900 dark:text-white">
        Make a donation
      </h2>
      {locked && (
        <div role="note" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-500/40 dark:bg-amber-500/10">
          <p className="font-semibold text-amber-900 dark:text-amber-200">Login Required for Donations</p>
          <p className="mt-1 text-sm text-amber-900/80 dark:text-amber-100/80">Sign in with your college account to give.</p>
          <div className="mt-4 flex gap-3">
            <Link href="/login" className={buttonClasses('primary', 'sm')}>
              Log In
            </Link>
            <Link href="/signup" className={buttonClasses('secondary', 'sm')}>
              Sign Up
            </Link>
          </div>
        </div>
      )}
      <AmountPicker
        value={values.amount}
        error={errors.amount}
        disabled={locked}
        onChange={change}
        onPick={(amount) => {
          attempt.current = crypto.randomUUID();
          setValues({ ...values, amount });
        }}
      />
      <fieldset disabled={locked}>
        <legend className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">Donation type</legend>
        <div className="grid grid-cols-3 gap-2 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          {DONATION_TYPES.map((type) => (
            <label key={type} className="relative cursor-pointer has-[:disabled]:cursor-not-allowed">
              <input type="radio" name="donationType" value={type} checked={values.donationType === type} onChange={change} className="peer sr-only" />
              <span className="block rounded-lg px-2 py-2.5 text-center text-sm font-semibold text-slate-700 peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600 dark:text-slate-300 dark:peer-checked:bg-slate-950 dark:peer-checked:text-indigo-300">
                {type}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <FieldShell id="donation-fund" label="Fund" error={errors.fundId}>
          {(describedBy) => (
            <select id="donation-fund" name="fundId" value={values.fundId} onChange={change} disabled={locked} aria-describedby={describedBy} className={controlClasses(!!errors.fundId)}>
              <option value="">Where it is needed most</option>
              {funds.filter((f) => f.open).map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell id="donation-roll" label="Roll number">
          {() => <input id="donation-roll" readOnly disabled={locked} value={rollNumber ?? ''} placeholder="Your roll number" className={controlClasses(false)} />}
        </FieldShell>
      </div>
      <TextAreaField id="donation-message" name="message" label="Message (optional)" rows={3} maxLength={MESSAGE_MAX} disabled={locked} value={values.message} onChange={change} error={errors.message} />
      {blocked && !locked && (
        <p role="alert" className="rounded-xl bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {blocked}
        </p>
      )}
      <button type="submit" disabled={busy || (!locked && !!blocked)} aria-busy={busy} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:min-w-56')}>
        {locked ? 'Login to Donate' : busy ? 'Processing...' : 'Proceed to Payment'}
      </button>
    </form>
  );
}

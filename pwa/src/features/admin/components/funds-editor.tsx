import { useState, type FormEvent } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { FundSchema } from '#domain/donations/admin-donations.ts';
import type { Fund } from '#domain/donations/donation.ts';
import { formatRupees } from '#domain/donations/rupees.ts';
import { parseWith } from '#domain/validation.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { saveFund } from '../api/donations.ts';

type Draft = { id: string | null; name: string; description: string; goal: string; open: boolean };
const NEW: Draft = { id: null, name: '', description: '', goal: '', open: true };

/** The funds donors choose from: add one, rename it, change its goal, close it. */
export function FundsEditor({ funds }: { funds: Fund[] }) {
  const [draft, setDraft] = useState<Draft>(NEW);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(FundSchema, { ...draft, goal: Number(draft.goal) });
    if (!parsed.ok) return setError(parsed.message);
    const outcome = await saveFund(draft.id, parsed.value);
    if (!outcome.ok) return setError(outcome.message);
    toast.success(outcome.message);
    setError(null);
    setDraft(NEW);
  };
  return (
    <section aria-labelledby="funds-title" className="mt-12">
      <h2 id="funds-title" className="text-xl font-bold text-slate-900 dark:text-white">
        Funds
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {funds.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <span className="text-slate-800 dark:text-slate-200">
              <span className="font-semibold">{f.name}</span> · {formatRupees(f.raised)} of {formatRupees(f.goal)}
              {!f.open && ' · closed'}
            </span>
            <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => setDraft({ id: f.id, name: f.name, description: f.description, goal: String(f.goal), open: f.open })}>
              Edit {f.name}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void submit(e)} aria-labelledby="fund-form-title" className="mt-6 grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2 dark:border-slate-800">
        <h3 id="fund-form-title" className="font-semibold text-slate-900 sm:col-span-2 dark:text-white">
          {draft.id ? `Edit ${funds.find((f) => f.id === draft.id)?.name ?? 'fund'}` : 'Add a fund'}
        </h3>
        <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Name
          <input value={draft.name} maxLength={60} onChange={(e) => setDraft({ ...draft, name: e.target.value })} className={`${controlClasses(false)} mt-2`} />
        </label>
        <label className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Goal (₹)
          <input type="number" min={1000} step={1} value={draft.goal} onChange={(e) => setDraft({ ...draft, goal: e.target.value })} className={`${controlClasses(false)} mt-2`} />
        </label>
        <label className="text-sm font-semibold text-slate-800 sm:col-span-2 dark:text-slate-200">
          Description
          <input value={draft.description} maxLength={300} onChange={(e) => setDraft({ ...draft, description: e.target.value })} className={`${controlClasses(false)} mt-2`} />
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <input type="checkbox" checked={draft.open} onChange={(e) => setDraft({ ...draft, open: e.target.checked })} className="size-4" />
          Open to donations
        </label>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex gap-3 sm:col-span-2">
          <button type="submit" className={buttonClasses('primary', 'md')}>
            {draft.id ? 'Save fund' : 'Add fund'}
          </button>
          {draft.id && (
            <button type="button" className={buttonClasses('secondary', 'md')} onClick={() => setDraft(NEW)}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}

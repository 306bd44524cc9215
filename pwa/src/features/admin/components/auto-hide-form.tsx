import { useState, type FormEvent } from 'react';
import { ModerationSettingsSchema } from '#domain/moderation/moderation-queue.ts';
import { parseWith } from '#domain/validation.ts';
import { controlClasses } from '#pwa/components/form/field-shell.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { toast } from '#pwa/lib/toast.ts';
import { saveAutoHideReports } from '../api/moderation-settings.ts';

/** 'Hide automatically after [N] reports': members' open reports that hide a thing until a moderator looks. */
export function AutoHideForm({ value }: { value: number | undefined }) {
  // What the admin typed; until then, the server's value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = draft ?? (value === undefined ? '' : String(value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseWith(ModerationSettingsSchema, { autoHideReports: shown === '' ? NaN : Number(shown) });
    if (!parsed.ok) return setError(parsed.message);
    setBusy(true);
    const outcome = await saveAutoHideReports(parsed.value.autoHideReports);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    toast.success(outcome.message);
    setDraft(null);
  };

  return (
    <form
      aria-label="Automatic hiding"
      noValidate
      onSubmit={(e) => void submit(e)}
      className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor="auto-hide-reports" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          Hide automatically after
        </label>
        <span className="flex items-center gap-2">
          <input
            id="auto-hide-reports"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            step={1}
            value={shown}
            disabled={value === undefined}
            aria-describedby="auto-hide-hint"
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
            className={`${controlClasses(!!error)} w-20! px-3! py-2!`}
          />
          <span className="text-sm text-slate-700 dark:text-slate-300">reports</span>
        </span>
        <button type="submit" disabled={busy || value === undefined} className={buttonClasses('secondary', 'sm')}>
          {busy ? 'Saving...' : 'Save'}
        </button>
      </div>
      <p id="auto-hide-hint" className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        From different members, until a moderator looks at it.
      </p>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}

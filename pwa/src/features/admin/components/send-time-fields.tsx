import { controlClasses } from '#pwa/components/form/field-shell.tsx';

export type SendTime = { mode: 'now' | 'later'; at: string };

/** This minute in the device's zone, as a datetime-local input's `min`. */
function nowLocal() {
  const d = new Date(Date.now() - new Date().getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** Now, or later at a local date and time (a datetime-local input, turned into an ISO instant on send). */
export function SendTimeFields({ value, onChange, error }: { value: SendTime; onChange: (v: SendTime) => void; error?: string }) {
  const radio = (mode: SendTime['mode'], label: string) => (
    <label className="flex items-center gap-2 text-slate-800 dark:text-slate-200">
      <input type="radio" name="send-when" checked={value.mode === mode} onChange={() => onChange({ ...value, mode })} className="size-4" />
      {label}
    </label>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">When</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {radio('now', 'Send now')}
        {radio('later', 'Schedule')}
      </div>
      {value.mode === 'later' && (
        <div className="max-w-xs">
          <label htmlFor="announcement-send-at" className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">
            Send at
          </label>
          <input
            id="announcement-send-at"
            type="datetime-local"
            value={value.at}
            min={nowLocal()}
            onChange={(e) => onChange({ ...value, at: e.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'announcement-send-at-error' : undefined}
            className={controlClasses(!!error)}
          />
        </div>
      )}
      {error && (
        <p id="announcement-send-at-error" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

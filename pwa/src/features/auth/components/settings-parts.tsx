// What the settings page's sections share: their small print, their dates, a list that failed to load.

export const settingsNote = 'text-sm text-slate-600 dark:text-slate-400';

/** A date as the settings page writes it: '29 Nov 2026'. */
export const settingsDay = (at: string | Date) => new Date(at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Your … could not be loaded. Try again" */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className={settingsNote} role="alert">
      {what} could not be loaded.{' '}
      <button type="button" onClick={onRetry} className="font-semibold text-indigo-700 underline dark:text-indigo-300">
        Try again
      </button>
    </p>
  );
}

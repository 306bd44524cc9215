import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useUpdateStore } from '#pwa/lib/service-worker.ts';

/** Shown when a new service worker waits; Reload activates it (lib/service-worker.ts). */
export function UpdatePrompt() {
  const applyUpdate = useUpdateStore((s) => s.applyUpdate);
  const dismiss = useUpdateStore((s) => s.dismiss);
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
      {applyUpdate && (
        <div className="flex w-full max-w-sm items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900">
          <p className="flex-1 text-sm font-medium text-slate-800 dark:text-slate-100">A new version is available</p>
          <button type="button" onClick={dismiss} className={buttonClasses('ghost', 'sm')}>
            Later
          </button>
          <button type="button" onClick={applyUpdate} className={buttonClasses('primary', 'sm')}>
            Reload
          </button>
        </div>
      )}
    </div>
  );
}

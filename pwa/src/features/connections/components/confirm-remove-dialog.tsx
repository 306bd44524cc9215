import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

/** Asks before a connection ends (issue 13): focus stays inside, Escape and Cancel keep it. */
export function ConfirmRemoveDialog({ name, onConfirm, onClose }: { name: string; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-3xl bg-white p-6 shadow-xl sm:rounded-3xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
          <DialogTitle className="text-xl font-bold text-slate-900 dark:text-white">Remove connection?</DialogTitle>
          <Description className="mt-2 text-slate-600 dark:text-slate-400">
            You and {name} will no longer see what each of you shares only with connections. You can send a new request later.
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
              Cancel
            </button>
            <button type="button" onClick={onConfirm} className={buttonClasses('primary', 'md', 'bg-red-600! hover:bg-red-700! dark:bg-red-500! dark:hover:bg-red-400!')}>
              Remove
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

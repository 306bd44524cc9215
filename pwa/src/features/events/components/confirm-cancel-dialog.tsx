import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

/** Asks before an event is cancelled: the members going are told by e-mail and push. */
export function ConfirmCancelDialog({ title, onConfirm, onClose }: { title: string; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-3xl bg-white p-6 shadow-xl sm:rounded-3xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
          <DialogTitle className="text-xl font-bold text-slate-900 dark:text-white">Cancel this event?</DialogTitle>
          <Description className="mt-2 break-words text-slate-600 dark:text-slate-400">
            “{title}” will show as cancelled, RSVPs close, and the members going are told. This cannot be undone.
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
              Keep event
            </button>
            <button type="button" onClick={onConfirm} className={buttonClasses('primary', 'md', 'bg-red-600! hover:bg-red-700! dark:bg-red-500! dark:hover:bg-red-400!')}>
              Cancel event
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

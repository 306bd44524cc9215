import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';

export type UnsentChoice = 'keep' | 'discard' | 'cancel';

export const unsentQuestion = (count: number) =>
  `${count === 1 ? '1 change has' : `${count} changes have`} not been sent yet. Sign out anyway?`;

/**
 * Asked before signing out while changes wait in the outbox. Kept changes stay on this device,
 * bound to this member: they are sent the next time they sign in here, never under anyone else.
 */
export default function UnsentChangesDialog({ count, onChoose }: { count: number; onChoose: (choice: UnsentChoice) => void }) {
  const [them, they] = count === 1 ? ['it', 'it stays'] : ['them', 'they stay'];
  return (
    <Dialog open onClose={() => onChoose('cancel')} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
          <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">{unsentQuestion(count)}</DialogTitle>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            If you keep {them}, {they} on this device and {count === 1 ? 'is' : 'are'} sent the next time you sign in here.
            Nobody else who signs in on this device can send or see {them} in the app.
          </p>
          <div className="mt-6 flex flex-col gap-2">
            <button type="button" className={buttonClasses('primary', 'md')} onClick={() => onChoose('keep')} data-autofocus>
              Keep {them} and sign out
            </button>
            <button
              type="button"
              className={buttonClasses('secondary', 'md', 'text-red-700 dark:text-red-300')}
              onClick={() => onChoose('discard')}
            >
              Discard {them} and sign out
            </button>
            <button type="button" className={buttonClasses('ghost', 'md')} onClick={() => onChoose('cancel')}>
              Cancel
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { buttonClasses, DANGER_BUTTON } from './button-styles.ts';


type Props = {
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. 'Remove'. */
  confirm: string;
  /** The button that keeps things as they are. */
  cancel?: string;
  /** Something that cannot be taken back: the button is red. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something is done: focus stays inside, Escape and the cancel button keep things as they are. */
export function ConfirmDialog({ title, children, confirm, cancel = 'Cancel', danger = false, onConfirm, onClose }: Props) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-3xl bg-white p-6 shadow-xl sm:rounded-3xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
          <DialogTitle className="text-xl font-bold text-slate-900 dark:text-white">{title}</DialogTitle>
          <Description className="mt-2 break-words text-slate-600 dark:text-slate-400">{children}</Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
              {cancel}
            </button>
            <button type="button" onClick={onConfirm} className={buttonClasses('primary', 'md', danger ? DANGER_BUTTON : '')}>
              {confirm}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

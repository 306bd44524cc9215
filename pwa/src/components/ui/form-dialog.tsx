import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { buttonClasses } from './button-styles.ts';

type Props = {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  children: ReactNode;
  /** The submit button, and what it says while busy. */
  submit?: string;
  busyText?: string;
};

/**
 * A modal form (the profile's, spec 4 "Profile modal"; a report): focus stays inside, Escape and
 * Cancel close it, and focus returns to the button that opened it (Headless UI's Dialog does all three).
 */
export function FormDialog({ title, onClose, onSubmit, busy, children, submit = 'Save Changes', busyText = 'Saving...' }: Props) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-0 sm:items-center sm:p-4">
          <DialogPanel className="w-full max-w-lg rounded-t-3xl bg-white p-6 shadow-xl sm:rounded-3xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700">
            <DialogTitle className="text-xl font-bold text-slate-900 dark:text-white">{title}</DialogTitle>
            <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
              {children}
              <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
                <button type="button" onClick={onClose} className={buttonClasses('secondary', 'md')}>
                  Cancel
                </button>
                <button type="submit" disabled={busy} aria-busy={busy} className={buttonClasses('primary', 'md')}>
                  {busy ? busyText : submit}
                </button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

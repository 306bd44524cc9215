import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from 'wouter';
import { CloseIcon, UserPlusIcon } from '#pwa/components/icons/common-icons.tsx';
import { NotifyMeControl } from '#pwa/components/push/notify-me-control.tsx';
import { useConnections } from '#pwa/hooks/use-connections.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { RequestCard } from './request-card.tsx';

const iconButton =
  'relative inline-flex size-10 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-indigo-400';

/**
 * The nav's 'Connection Requests' side sheet (spec 2, Nav bar), for members: a button that shows how
 * many requests wait (a person with a plus, so it is not taken for the inbox's bell beside it),
 * opening a Headless UI Dialog with each request's Accept and Reject.
 */
export function RequestsSheet() {
  const meId = useSessionStore((s) => s.user?._id ?? '');
  const view = useConnections(meId);
  const [open, setOpen] = useState(false);
  const waiting = view?.requests.length ?? 0;
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={waiting ? `Connection requests, ${waiting} waiting` : 'Connection requests'}
        className={iconButton}
      >
        <UserPlusIcon className="size-6" />
        {waiting > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-indigo-600 px-1 text-center text-xs leading-5 font-bold text-white dark:bg-indigo-500">
            {waiting > 99 ? '99+' : waiting}
          </span>
        )}
      </button>
      <Dialog open={open} onClose={close} className="relative z-50">
        <div className="fixed inset-0 bg-slate-950/50" aria-hidden="true" />
        <div className="fixed inset-y-0 right-0 flex w-full max-w-sm">
          <DialogPanel className="flex w-full flex-col bg-slate-50 shadow-xl dark:bg-slate-950 dark:ring-1 dark:ring-slate-800">
            <div className="flex items-center justify-between border-b border-slate-200 bg-white px-5 py-4 dark:border-slate-800 dark:bg-slate-900">
              <DialogTitle className="text-lg font-bold text-slate-900 dark:text-white">Connection Requests</DialogTitle>
              <button type="button" onClick={close} aria-label="Close" className={iconButton}>
                <CloseIcon className="size-6" />
              </button>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              {waiting === 0 ? (
                <p className="px-2 py-10 text-center text-slate-600 dark:text-slate-400">There is no connection request.</p>
              ) : (
                <ul className="space-y-3">
                  {view!.requests.map((request) => (
                    <RequestCard key={request._id} meId={meId} request={request} compact onNavigate={close} />
                  ))}
                </ul>
              )}
            </div>
            <div className="space-y-4 border-t border-slate-200 bg-white px-5 py-4 dark:border-slate-800 dark:bg-slate-900">
              <NotifyMeControl />
              <Link href="/connectedUser" onClick={close} className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
                My connections
              </Link>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

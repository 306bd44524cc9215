import { useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import { Link } from 'wouter';
import type { AlumniEvent } from '#domain/events/event.ts';
import { CalendarIcon, PlusIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { ADMIN_EVENTS_KEY, cancelEvent, fetchAdminEvents } from '../api/admin-events.ts';
import { placeOf } from '../utils/event-place.ts';
import { formatEventWhen } from '../utils/event-time.ts';
import { ConfirmCancelDialog } from './confirm-cancel-dialog.tsx';

function EventRow({ event, onCancel }: { event: AlumniEvent; onCancel: () => void }) {
  const cancelled = event.status === 'cancelled';
  return (
    <tr className="align-top">
      <th scope="row" className="py-3 pr-4 text-left font-semibold text-slate-900 dark:text-white">
        <span className="break-words">{event.title}</span>
        {cancelled && <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs text-red-700 dark:bg-red-500/10 dark:text-red-300">Cancelled</span>}
      </th>
      <td className="py-3 pr-4 text-slate-700 dark:text-slate-300">{formatEventWhen(event.startsAt, event.endsAt)}</td>
      <td className="py-3 pr-4 text-slate-700 dark:text-slate-300">{placeOf(event)}</td>
      <td className="py-3 pr-4 text-slate-700 tabular-nums dark:text-slate-300">
        {event.goingCount}
        {event.capacity !== null ? ` / ${event.capacity}` : ''}
      </td>
      <td className="py-3 text-right whitespace-nowrap">
        <Link href={`/admin/events/${event._id}`} className={buttonClasses('secondary', 'sm')} aria-label={`Edit ${event.title}`}>
          Edit
        </Link>
        {!cancelled && (
          <button type="button" className={`${buttonClasses('ghost', 'sm')} ml-2 text-red-700 dark:text-red-300`} onClick={onCancel} aria-label={`Cancel ${event.title}`}>
            Cancel
          </button>
        )}
      </td>
    </tr>
  );
}

/** /admin/events: every event, to edit, name hosts or cancel (online, REST). */
export function AdminEventsPage() {
  const query = useOnlineQuery(ADMIN_EVENTS_KEY, fetchAdminEvents, { keepMs: 0 });
  const [cancelling, setCancelling] = useState<AlumniEvent | null>(null);

  const confirmCancel = async () => {
    if (!cancelling) return;
    const result = await cancelEvent(cancelling._id);
    setCancelling(null);
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  };

  let body;
  if (query.status === 'loading') body = <LoadingState text="Loading events..." />;
  else if (query.status === 'error')
    body = (
      <MessageState tone="error" icon={<CalendarIcon className="size-7" />} title={loadErrorMessage(query.error, 'Events could not be loaded')}>
        <button type="button" className={`${buttonClasses('secondary')} mt-4`} onClick={query.refetch}>
          Try again
        </button>
      </MessageState>
    );
  else if (query.data.length === 0)
    body = (
      <MessageState icon={<CalendarIcon className="size-7" />} title="No events yet">
        <StateHint>Announce a reunion or a meetup: members see it at once and can RSVP offline.</StateHint>
      </MessageState>
    );
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-sm">
          <thead className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">Title</th>
              <th scope="col" className="py-2 pr-4 font-semibold">When</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Where</th>
              <th scope="col" className="py-2 pr-4 font-semibold">Going</th>
              <th scope="col" className="py-2 text-right font-semibold"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {query.data.map((event) => (
              <EventRow key={event._id} event={event} onCancel={() => setCancelling(event)} />
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <>
      <title>Events · Admin · Alumni Portal</title>
      <PageFrame className="py-10 sm:py-14">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Events</h1>
          <Link href="/admin/events/new" className={buttonClasses('primary')}>
            <PlusIcon className="size-5" aria-hidden="true" /> New event
          </Link>
        </div>
        <div className="mt-8">{body}</div>
      </PageFrame>
      {cancelling && <ConfirmCancelDialog title={cancelling.title} onConfirm={() => void confirmCancel()} onClose={() => setCancelling(null)} />}
    </>
  );
}

import { useParams } from 'wouter';
import { EVENT_MESSAGES } from '#domain/events/event.ts';
import { LockIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import type { LocalEvent } from '#pwa/sync/local-db.ts';
import { useEventGuests, useLocalEvent } from '../api/local-events.ts';
import { useCheckIn } from '../hooks/use-check-in.ts';
import { formatEventWhen } from '../utils/event-time.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { CheckInResult } from './check-in-result.tsx';
import { EventScreen } from './event-screen.tsx';
import { GuestSearch } from './guest-search.tsx';
import { PhotoScan } from './photo-scan.tsx';

function Door({ event, hostId }: { event: LocalEvent; hostId: string }) {
  const guests = useEventGuests(event._id);
  const { verdict, scan, pick } = useCheckIn(event, hostId);
  const checkedIn = guests?.filter((g) => g.checkedInAt).length ?? 0;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">Check-in: {event.title}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{formatEventWhen(event.startsAt, event.endsAt)}</p>
        <p role="status" className="mt-3 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">
          {checkedIn} of {guests?.length ?? 0} checked in
        </p>
      </header>
      <CheckInResult verdict={verdict} />
      <CameraScanner onCode={(text) => void scan(text)}>
        <PhotoScan onCode={(text) => void scan(text)} />
      </CameraScanner>
      <p className="text-sm text-slate-600 dark:text-slate-400">Tickets are checked on this device, with no connection needed; check-ins are sent when you are online.</p>
      {guests ? <GuestSearch guests={guests} onPick={(guest) => void pick(guest)} /> : <LoadingState text="Loading guest list..." />}
    </div>
  );
}

/** /events/{id}/check-in: for the event's hosts (and admins); works with no signal. */
export function CheckInPage() {
  const { id = '' } = useParams<{ id: string }>();
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const view = useLocalEvent(userId, id);

  let body;
  if (!view || (!view.pulled && !view.event)) body = <LoadingState text="Loading event..." />;
  else if (!view.event || !view.event.canManage || view.event.status === 'cancelled')
    body = (
      <MessageState icon={<LockIcon className="size-7" />} title={!view.event ? EVENT_MESSAGES.notFound : view.event.status === 'cancelled' ? EVENT_MESSAGES.isCancelled : EVENT_MESSAGES.notManager}>
        <StateHint>Check-in is open to the hosts of an event.</StateHint>
      </MessageState>
    );
  else body = <Door event={view.event} hostId={userId} />;

  return <EventScreen title={`Check-in${view?.event ? `: ${view.event.title}` : ''}`}>{body}</EventScreen>;
}

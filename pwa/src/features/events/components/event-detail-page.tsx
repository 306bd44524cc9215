import { useParams } from 'wouter';
import { EVENT_MESSAGES } from '#domain/events/event.ts';
import { CalendarIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useLocalEvent } from '../api/local-events.ts';
import { EventDetail } from './event-detail.tsx';
import { EventScreen } from './event-screen.tsx';

/** /events/{id}: an event from this device, offline too. */
export function EventDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const view = useLocalEvent(userId, id);

  let body;
  if (view?.event) body = <EventDetail event={view.event} rsvp={view.rsvp} userId={userId} />;
  else if (!view || !view.pulled) body = <LoadingState text="Loading event..." />;
  else
    body = (
      <MessageState icon={<CalendarIcon className="size-7" />} title={EVENT_MESSAGES.notFound}>
        <StateHint>It may have been removed, or it has not reached this device yet.</StateHint>
      </MessageState>
    );

  return <EventScreen title={view?.event?.title ?? 'Event'}>{body}</EventScreen>;
}

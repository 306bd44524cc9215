import { Link, useParams } from 'wouter';
import { ArrowLeftIcon, CalendarIcon } from '#pwa/components/icons/common-icons.tsx';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame, READING_COLUMN } from '#pwa/components/ui/page-frame.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useLocalEvent } from '../api/local-events.ts';
import { EventDetail } from './event-detail.tsx';

export const BackToEvents = () => (
  <Link href="/events" className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 hover:underline dark:text-indigo-300">
    <ArrowLeftIcon className="size-4" aria-hidden="true" /> All events
  </Link>
);

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
      <MessageState icon={<CalendarIcon className="size-7" />} title="Event not found">
        <StateHint>It may have been removed, or it has not reached this device yet.</StateHint>
      </MessageState>
    );

  return (
    <>
      <title>{`${view?.event?.title ?? 'Event'} · Alumni Portal`}</title>
      <PageFrame className="py-8 sm:py-12">
        <div className={READING_COLUMN}>
          <BackToEvents />
          <div className="mt-6">{body}</div>
        </div>
      </PageFrame>
    </>
  );
}

import { Link, useParams } from 'wouter';
import { CalendarIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { LoadingState, MessageState, StateHint } from '#pwa/components/ui/list-state.tsx';
import { PageFrame } from '#pwa/components/ui/page-frame.tsx';
import { useSessionStore } from '#pwa/stores/session-store.ts';
import { useLocalEvent } from '../api/local-events.ts';
import { placeOf } from '../utils/event-place.ts';
import { formatEventWhen, isoOf } from '../utils/event-time.ts';
import { QrCode } from '#pwa/components/ui/qr-code.tsx';

/** The first block of a ticket id, as a host reads it out: 'A1B2C3D4'. */
const shortId = (id: string) => id.slice(0, 8).toUpperCase();

/**
 * /events/{id}/ticket: the member's signed ticket as a QR code, from IndexedDB (offline too). The
 * ticket itself stays black on white in both themes: a phone at low brightness at a dim venue door
 * still scans.
 */
export function TicketPage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useSessionStore((s) => s.user);
  const view = useLocalEvent(user?._id ?? '', id);
  const event = view?.event;
  const ticket = view?.rsvp?.status === 'going' ? view.rsvp.ticket : null;

  let body;
  if (!view || (!view.pulled && !event)) body = <LoadingState text="Loading ticket..." />;
  else if (!event || !ticket || !view.rsvp)
    body = (
      <MessageState icon={<CalendarIcon className="size-7" />} title="No ticket for this event">
        <StateHint>A ticket appears here once you are going and your answer has synced.</StateHint>
        <Link href={`/events/${id}`} className={`${buttonClasses('secondary')} mt-6`}>
          Back to the event
        </Link>
      </MessageState>
    );
  else
    body = (
      // Over the whole screen, header included: nothing but the ticket, black on white.
      <div className="fixed inset-0 z-50 flex flex-col items-center overflow-y-auto bg-white px-4 py-6 text-center text-black">
        <h1 className="max-w-md text-2xl font-bold break-words">{event.title}</h1>
        <p className="mt-1 text-base font-medium">
          <time dateTime={isoOf(event.startsAt)}>{formatEventWhen(event.startsAt, event.endsAt)}</time>
        </p>
        <p className="text-base break-words">{placeOf(event)}</p>
        <QrCode text={ticket} label={`Ticket QR code for ${event.title}`} className="mt-5 aspect-square w-full max-w-[min(88vw,28rem)]" />
        <p className="mt-4 text-xl font-bold break-words">{user?.fullName}</p>
        <p className="font-mono text-lg tracking-widest">Ticket {shortId(view.rsvp._id)}</p>
        {view.rsvp.checkedInAt && <p className="mt-2 font-semibold">Checked in</p>}
        <Link href={`/events/${id}`} className="mt-6 font-semibold text-black underline">
          Back to the event
        </Link>
      </div>
    );

  return (
    <>
      <title>{`Ticket${event ? `: ${event.title}` : ''} · Alumni Portal`}</title>
      <PageFrame className="py-8 sm:py-12">{body}</PageFrame>
    </>
  );
}

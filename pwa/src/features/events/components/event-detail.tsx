import { Link } from 'wouter';
import { EVENT_KIND_LABELS, EVENT_MESSAGES } from '#domain/events/event.ts';
import { AlertIcon, CalendarIcon, MapPinIcon } from '#pwa/components/icons/common-icons.tsx';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { LocalEvent, LocalRsvp } from '#pwa/sync/local-db.ts';
import { downloadIcs } from '#pwa/lib/download-ics.ts';
import { useEventAlbumId } from '../api/local-event-album.ts';
import { capacityLabel } from '../utils/event-filters.ts';
import { mapLinkOf, placeOf } from '../utils/event-place.ts';
import { formatEventWhen, isoOf } from '../utils/event-time.ts';
import { PeopleList } from './people-list.tsx';
import { RsvpPanel } from './rsvp-panel.tsx';

const heading = 'text-lg font-semibold text-slate-900 dark:text-white';

export function EventDetail({ event, rsvp, userId }: { event: LocalEvent; rsvp: LocalRsvp | null; userId: string }) {
  const cancelled = event.status === 'cancelled';
  const ended = Date.parse(event.endsAt) < Date.now();
  const map = mapLinkOf(event);
  const capacity = capacityLabel(event);
  const albumId = useEventAlbumId(event._id);
  return (
    <article className="space-y-8">
      {cancelled && (
        <p role="alert" className="flex items-center gap-2 rounded-2xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200">
          <AlertIcon className="size-5 shrink-0" aria-hidden="true" /> {EVENT_MESSAGES.isCancelled}
        </p>
      )}
      <header>
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          {EVENT_KIND_LABELS[event.kind]}
          {event.batch ? ` · Batch ${event.batch}` : ''}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">{event.title}</h1>
        <ul className="mt-4 space-y-2 text-slate-700 dark:text-slate-300">
          <li className="flex gap-2">
            <CalendarIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <time dateTime={isoOf(event.startsAt)}>{formatEventWhen(event.startsAt, event.endsAt)}</time>
          </li>
          <li className="flex flex-wrap gap-2">
            <MapPinIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span className="break-words">{placeOf(event)}</span>
            {map && (
              <a href={map} target="_blank" rel="noopener noreferrer" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
                Open map<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        </ul>
        {event.joinUrl && (
          <p className="mt-3">
            <a href={event.joinUrl} target="_blank" rel="noopener noreferrer" className="font-semibold break-all text-indigo-700 underline dark:text-indigo-300">
              Join online: {event.joinUrl}
            </a>
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <button type="button" className={buttonClasses('secondary')} onClick={() => void downloadIcs(event)}>
            Add to calendar
          </button>
          {!cancelled && ended && albumId && (
            <Link href={`/memories/${albumId}`} className={buttonClasses('secondary')}>
              Photos from this event
            </Link>
          )}
          {event.canManage && !cancelled && (
            <Link href={`/events/${event._id}/check-in`} className={buttonClasses('secondary')}>
              Check guests in
            </Link>
          )}
        </div>
      </header>

      {!cancelled && !ended && <RsvpPanel event={event} rsvp={rsvp} userId={userId} />}
      {!cancelled && ended && <p className="text-slate-600 dark:text-slate-400">{EVENT_MESSAGES.ended}</p>}
      {!cancelled && rsvp?.status === 'going' && rsvp.ticket && (
        <Link href={`/events/${event._id}/ticket`} className={buttonClasses('primary', 'lg')}>
          Show ticket
        </Link>
      )}

      {event.description && (
        <section aria-labelledby="about-event">
          <h2 id="about-event" className={heading}>About this event</h2>
          {/* Plain text: line breaks kept, never parsed as HTML. */}
          <p className="mt-2 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{event.description}</p>
        </section>
      )}

      {event.agenda.length > 0 && (
        <section aria-labelledby="agenda">
          <h2 id="agenda" className={heading}>Agenda</h2>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {event.agenda.map((item, i) => (
              <li key={i} className="flex gap-4 px-4 py-3">
                <span className="w-14 shrink-0 font-mono font-semibold text-slate-900 tabular-nums dark:text-white">{item.time}</span>
                <span className="break-words text-slate-700 dark:text-slate-300">{item.title}</span>
              </li>
            ))}
          </ol>
        </section>
      )}

      {event.hosts.length > 0 && <PeopleList title="Hosts" people={event.hosts} />}
      <PeopleList
        title="Who is going"
        people={event.going}
        note={`${event.goingCount} going${capacity && !cancelled ? ` · ${capacity}` : ''}${event.waitlistCount ? ` · ${event.waitlistCount} on the waitlist` : ''}`}
        more={event.goingCount - event.going.length}
      />
    </article>
  );
}

import { Link } from 'wouter';
import { EVENT_KIND_LABELS, type AlumniEvent, type EventRsvp } from '#domain/events/event.ts';
import { CalendarIcon, MapPinIcon, UsersIcon } from '#pwa/components/icons/common-icons.tsx';
import { capacityLabel } from '../utils/event-filters.ts';
import { placeOf } from '../utils/event-place.ts';
import { formatEventWhen, isoOf } from '../utils/event-time.ts';
import { RsvpBadge } from './rsvp-badge.tsx';

const hostsOf = (event: AlumniEvent) => event.hosts.map((h) => h.fullName).join(', ');

export function EventCard({ event, rsvp }: { event: AlumniEvent; rsvp: EventRsvp | undefined }) {
  const cancelled = event.status === 'cancelled';
  const capacity = capacityLabel(event);
  return (
    <li>
      <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
            {EVENT_KIND_LABELS[event.kind]}
            {event.batch ? ` ${event.batch}` : ''}
          </span>
          {cancelled && <span className="rounded-full bg-red-50 px-2.5 py-1 text-red-700 dark:bg-red-500/10 dark:text-red-300">Cancelled</span>}
          {rsvp && <RsvpBadge rsvp={rsvp} />}
        </div>
        <h3 className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
          {/* The whole card is the link's target; the title names it. */}
          <Link href={`/events/${event._id}`} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-indigo-600">
            {event.title}
          </Link>
        </h3>
        <dl className="mt-3 space-y-1.5 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex gap-2">
            <dt className="sr-only">When</dt>
            <CalendarIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <dd>
              <time dateTime={isoOf(event.startsAt)}>{formatEventWhen(event.startsAt, event.endsAt)}</time>
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="sr-only">Where</dt>
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <dd className="break-words">{placeOf(event)}</dd>
          </div>
          {event.hosts.length > 0 && (
            <div className="flex gap-2">
              <dt className="sr-only">Hosts</dt>
              <UsersIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <dd>Hosted by {hostsOf(event)}</dd>
            </div>
          )}
        </dl>
        <p className="mt-auto flex flex-wrap gap-x-3 pt-4 text-sm font-medium text-slate-700 dark:text-slate-300">
          <span>{event.goingCount} going</span>
          {capacity && !cancelled && <span className={event.goingCount >= (event.capacity ?? Infinity) ? 'text-amber-700 dark:text-amber-300' : ''}>{capacity}</span>}
        </p>
      </article>
    </li>
  );
}

import * as v from 'valibot';
import { isWebLink } from '../jobs/job-schema.ts';
import { noNul, requiredText } from '../validation.ts';
import { TICKET_TOKEN_MAX } from './ticket-token.ts';

// Events and meetups (issue 16, docs/decisions/0091-event-tickets.md): one definition of each wire
// type and write, used by the server, IndexedDB, the screens and the tests.

export const EVENT_KINDS = ['meetup', 'reunion', 'webinar', 'workshop'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  meetup: 'Meetup',
  reunion: 'Batch reunion',
  webinar: 'Webinar',
  workshop: 'Workshop',
};

export type EventStatus = 'scheduled' | 'cancelled';
/** What a member answers; 'waitlisted' is the server's answer to 'going' when the event is full. */
export const RSVP_CHOICES = ['going', 'interested', 'not_going'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];
export type RsvpStatus = RsvpChoice | 'waitlisted';

export type AgendaItem = { time: string; title: string };
/** A member shown on an event: who is going, who hosts it. */
export type EventPerson = { _id: string; fullName: string; profilePicture: string | null };

/** An event as every member's devices keep it (the synced table `events`). */
export type AlumniEvent = {
  _id: string;
  title: string;
  description: string;
  agenda: AgendaItem[];
  kind: EventKind;
  /** A batch reunion's batch ('2016-2020'), else null. */
  batch: string | null;
  /** Instants (ISO 8601, UTC); screens show them in the member's own time zone. */
  startsAt: string;
  endsAt: string;
  online: boolean;
  /** '' for an online event. */
  city: string;
  venue: string;
  mapUrl: string | null;
  /** An online event's link: only for members going and for its hosts, else null. */
  joinUrl: string | null;
  /** null: no limit. */
  capacity: number | null;
  goingCount: number;
  waitlistCount: number;
  /** The first members going (GOING_SHOWN at most). */
  going: EventPerson[];
  status: EventStatus;
  hosts: EventPerson[];
  /** The viewer may edit it and check people in (a host, or an admin). */
  canManage: boolean;
  /** ECDSA P-256 public key of the event: checks its tickets with no connection. */
  verificationKey: JsonWebKey;
  createdAt: string;
  updatedAt: string;
};
export const GOING_SHOWN = 12;

/** A member's own RSVP (the synced table `rsvps`); its id is the ticket's (ticket-id.ts). */
export type EventRsvp = {
  _id: string;
  eventId: string;
  status: RsvpStatus;
  /** 1 for the next in line; null unless waitlisted. */
  waitlistPosition: number | null;
  /** The signed ticket (ticket-token.ts) while going; null otherwise. */
  ticket: string | null;
  checkedInAt: string | null;
  updatedAt: string;
};

/** A ticket holder as the hosts' devices keep them for check-in (the synced table `eventGuests`). */
export type EventGuest = {
  /** The ticket id. */
  _id: string;
  eventId: string;
  userId: string;
  fullName: string;
  rollNumber: number;
  batch: string;
  profilePicture: string | null;
  /** The first check-in that reached the server (the earliest scan wins), or null. */
  checkedInAt: string | null;
  checkedInBy: string | null;
};

export const EVENT_LIMITS = {
  title: 120,
  description: 5000,
  agendaItems: 30,
  agendaTitle: 120,
  city: 80,
  venue: 200,
  link: 2048,
  capacity: 100_000,
  hosts: 10,
  /** Longest event: a fortnight. */
  durationMs: 14 * 86_400_000,
} as const;

export const EVENT_MESSAGES = {
  created: 'Event created',
  updated: 'Event updated',
  cancelled: 'Event cancelled',
  hostsSaved: 'Hosts saved',
  notFound: 'Event not found',
  isCancelled: 'This event has been cancelled',
  ended: 'This event has ended',
  full: 'This event is full: you are on the waitlist',
  going: "You're going",
  interested: 'Marked as interested',
  notGoing: "You're not going",
  notManager: 'Only the hosts of this event can do this',
  notMember: 'Hosts must be members',
  ticketForged: 'This ticket is not valid',
  ticketOtherEvent: 'This ticket is for another event',
  ticketUnknown: 'No ticket with this code for this event',
  ticketNotGoing: 'This ticket was given up: the member is no longer going',
  checkedIn: 'Checked in',
  title: 'Title must be between 3 and 120 characters',
  description: 'Description must be at most 5000 characters',
  startsAt: 'Enter a valid start date and time',
  endsAt: 'The event must end after it starts, within 14 days',
  city: 'Enter the city, or mark the event online',
  venue: 'Venue must be at most 200 characters',
  link: 'Enter a valid link (https://…)',
  capacity: 'Capacity must be a whole number from 1 to 100000, or empty for no limit',
  batch: 'Enter the batch as 2016-2020',
  agenda: 'Each agenda item needs a time (18:30) and a title of at most 120 characters',
  kind: 'Choose the kind of event',
  scannedAt: 'Enter a valid scan time',
} as const;

/** 'Already checked in at 18:02', the time in the host's own zone. */
export const alreadyCheckedIn = (at: string, timeZone?: string) =>
  `Already checked in at ${new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone })}`;

const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
/** An instant with its offset ('2026-12-20T18:30:00+05:30' or '…Z'). */
const instant = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message),
    v.check((s) => !Number.isNaN(Date.parse(s)), message),
    v.transform((s) => new Date(s).toISOString()),
  );
const text = (max: number, message: string, min = 0) =>
  requiredText(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message)));
const link = v.nullish(
  v.pipe(v.string(EVENT_MESSAGES.link), v.trim(), v.maxLength(EVENT_LIMITS.link, EVENT_MESSAGES.link), v.check((s) => s === '' || isWebLink(s), EVENT_MESSAGES.link), v.transform((s) => s || null)),
  null,
);

const EventFieldsSchema = v.pipe(
  v.object({
    title: text(EVENT_LIMITS.title, EVENT_MESSAGES.title, 3),
    description: text(EVENT_LIMITS.description, EVENT_MESSAGES.description),
    agenda: v.optional(
      v.pipe(
        v.array(
          v.object({
            time: v.pipe(v.string(EVENT_MESSAGES.agenda), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_MESSAGES.agenda)),
            title: v.pipe(v.string(EVENT_MESSAGES.agenda), v.trim(), v.minLength(1, EVENT_MESSAGES.agenda), v.maxLength(EVENT_LIMITS.agendaTitle, EVENT_MESSAGES.agenda), noNul<string>()),
          }),
          EVENT_MESSAGES.agenda,
        ),
        v.maxLength(EVENT_LIMITS.agendaItems, EVENT_MESSAGES.agenda),
      ),
      [],
    ),
    kind: v.optional(v.picklist(EVENT_KINDS, EVENT_MESSAGES.kind), 'meetup'),
    batch: v.nullish(
      v.pipe(
        v.string(EVENT_MESSAGES.batch),
        v.trim(),
        v.check((b) => b === '' || (/^\d{4}-\d{4}$/.test(b) && Number(b.slice(5)) > Number(b.slice(0, 4))), EVENT_MESSAGES.batch),
        v.transform((b) => b || null),
      ),
      null,
    ),
    startsAt: instant(EVENT_MESSAGES.startsAt),
    endsAt: instant(EVENT_MESSAGES.endsAt),
    online: v.optional(v.boolean(), false),
    city: text(EVENT_LIMITS.city, EVENT_MESSAGES.city),
    venue: text(EVENT_LIMITS.venue, EVENT_MESSAGES.venue),
    mapUrl: link,
    joinUrl: link,
    capacity: v.nullish(
      v.pipe(v.number(EVENT_MESSAGES.capacity), v.integer(EVENT_MESSAGES.capacity), v.minValue(1, EVENT_MESSAGES.capacity), v.maxValue(EVENT_LIMITS.capacity, EVENT_MESSAGES.capacity)),
      null,
    ),
  }),
  v.forward(
    v.check((e) => {
      const length = Date.parse(e.endsAt) - Date.parse(e.startsAt);
      return length > 0 && length <= EVENT_LIMITS.durationMs;
    }, EVENT_MESSAGES.endsAt),
    ['endsAt'],
  ),
  v.forward(v.check((e) => e.online || e.city !== '', EVENT_MESSAGES.city), ['city']),
);
export type EventFields = v.InferOutput<typeof EventFieldsSchema>;

/** createEvent (admin; POST /api/events): the fields and a client-made id. */
export const CreateEventArgsSchema = v.intersect([v.object({ id: uuid(EVENT_MESSAGES.notFound) }), EventFieldsSchema]);
/** updateEvent (admin or host; PUT /api/events/{id}): every field again. */
export const UpdateEventArgsSchema = CreateEventArgsSchema;
/** cancelEvent (admin; POST /api/events/{id}/cancel): the going members are told. */
export const CancelEventArgsSchema = v.object({ id: uuid(EVENT_MESSAGES.notFound) });
/** setEventHosts (admin; PUT /api/events/{id}/hosts). */
export const SetEventHostsArgsSchema = v.object({
  id: uuid(EVENT_MESSAGES.notFound),
  hostIds: v.pipe(v.array(uuid(EVENT_MESSAGES.notMember)), v.maxLength(EVENT_LIMITS.hosts, `Name at most ${EVENT_LIMITS.hosts} hosts`)),
});
/** rsvpEvent (member; POST /api/events/{id}/rsvp): 'going' on a full event waitlists. */
export const RsvpEventArgsSchema = v.object({
  eventId: uuid(EVENT_MESSAGES.notFound),
  status: v.picklist(RSVP_CHOICES, 'Choose Going, Interested or Can’t go'),
});
/**
 * checkInTicket (a host; POST /api/events/{id}/check-in): a scanned ticket (`token`) or one picked
 * by hand from the guest list (`ticketId` alone), at the time the host's device saw it.
 */
export const CheckInArgsSchema = v.object({
  eventId: uuid(EVENT_MESSAGES.notFound),
  ticketId: uuid(EVENT_MESSAGES.ticketUnknown),
  token: v.nullish(v.pipe(v.string(EVENT_MESSAGES.ticketForged), v.maxLength(TICKET_TOKEN_MAX, EVENT_MESSAGES.ticketForged)), null),
  scannedAt: instant(EVENT_MESSAGES.scannedAt),
});

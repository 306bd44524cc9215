import type { Sql, TransactionSql } from 'postgres';
import { GOING_SHOWN, type AgendaItem, type AlumniEvent, type EventGuest, type EventPerson, type EventRsvp } from '#domain/events/event.ts';
import type { SessionUser } from '../deps.ts';
import { fileUrl } from '../profile/file-urls.ts';
import { eventsSlice } from '../sync/first-pull-slice.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';

// The three synced tables of issue 16 and the REST reads, from one query each. Who may see what:
// every event to every signed-in user; the join link only to members going and to the hosts; the
// own RSVPs with their tickets; the ticket holders only to the event's hosts (ADR 0091).

type PersonJson = { id: string; name: string; photo: number | null };
type EventRow = {
  id: string; title: string; description: string; agenda: AgendaItem[]; kind: AlumniEvent['kind']; batch: string | null;
  starts_at: Date; ends_at: Date; online: boolean; city: string; venue: string; map_url: string | null; join_url: string | null;
  capacity: number | null; status: AlumniEvent['status']; public_key: JsonWebKey; created_at: Date; updated_at: Date;
  going_count: number; waitlist_count: number; going: PersonJson[]; hosts: PersonJson[]; is_host: boolean; viewer_going: boolean;
  version: string; deleted_at: Date | null;
};

// A person as a small JSON object, the photo's change time in ms (its address carries it).
const PERSON_JSON = `json_build_object('id', u.id, 'name', u.full_name,
  'photo', (select (extract(epoch from f.updated_at) * 1000)::float8 from profile_files f where f.user_id = u.id and f.slot = 'photo'))`;

/** $1 is the viewer's id. */
const EVENT_SELECT = `
  select e.id, e.title, e.description, e.agenda, e.kind, e.batch, e.starts_at, e.ends_at, e.online, e.city, e.venue,
    e.map_url, e.join_url, e.capacity, e.status, e.public_key, e.created_at, e.updated_at, e.version, e.deleted_at,
    (select count(*)::int from event_rsvps r where r.event_id = e.id and r.status = 'going' and r.deleted_at is null) as going_count,
    (select count(*)::int from event_rsvps r where r.event_id = e.id and r.status = 'waitlisted' and r.deleted_at is null) as waitlist_count,
    (select coalesce(json_agg(g.p order by g.at, g.id), '[]') from (
      select ${PERSON_JSON} as p, r.responded_at as at, r.id from event_rsvps r join users u on u.id = r.user_id
      where r.event_id = e.id and r.status = 'going' and r.deleted_at is null order by r.responded_at, r.id limit ${GOING_SHOWN}) g) as going,
    (select coalesce(json_agg(${PERSON_JSON} order by u.full_name), '[]') from event_hosts h join users u on u.id = h.user_id
      where h.event_id = e.id and h.removed_at is null) as hosts,
    exists (select 1 from event_hosts h where h.event_id = e.id and h.user_id = $1 and h.removed_at is null) as is_host,
    exists (select 1 from event_rsvps r where r.event_id = e.id and r.user_id = $1 and r.status = 'going' and r.deleted_at is null) as viewer_going
  from events e`;

const person = (p: PersonJson): EventPerson => ({ _id: p.id, fullName: p.name, profilePicture: fileUrl(p.id, 'photo', p.photo === null ? null : new Date(p.photo)) });
const iso = (d: Date) => new Date(d).toISOString();

export function toEvent(r: EventRow, viewer: SessionUser): AlumniEvent {
  const canManage = viewer.role === 'admin' || r.is_host;
  return {
    _id: r.id, title: r.title, description: r.description, agenda: r.agenda, kind: r.kind, batch: r.batch,
    startsAt: iso(r.starts_at), endsAt: iso(r.ends_at), online: r.online, city: r.city, venue: r.venue, mapUrl: r.map_url,
    joinUrl: canManage || r.viewer_going ? r.join_url : null,
    capacity: r.capacity, goingCount: r.going_count, waitlistCount: r.waitlist_count, going: r.going.map(person),
    status: r.status, hosts: r.hosts.map(person), canManage, verificationKey: r.public_key,
    createdAt: iso(r.created_at), updatedAt: iso(r.updated_at),
  };
}

export type EventFilter = { when?: 'upcoming' | 'past' | undefined; city?: string | undefined; online?: boolean | undefined; kind?: string | undefined };

/** GET /api/events: upcoming soonest first, past latest first. */
export async function listEvents(sql: Sql, viewer: SessionUser, now: Date, f: EventFilter): Promise<AlumniEvent[]> {
  const params: (string | Date | boolean)[] = [viewer.id];
  const where = ['e.deleted_at is null'];
  if (f.when) where.push(`e.ends_at ${f.when === 'upcoming' ? '>=' : '<'} $${params.push(now)}`);
  if (f.city) where.push(`lower(e.city) = lower($${params.push(f.city)})`);
  if (f.online !== undefined) where.push(`e.online = $${params.push(f.online)}`);
  if (f.kind) where.push(`e.kind = $${params.push(f.kind)}`);
  const order = f.when === 'past' ? 'e.starts_at desc' : 'e.starts_at';
  const rows = await sql.unsafe<EventRow[]>(`${EVENT_SELECT} where ${where.join(' and ')} order by ${order}, e.id limit 500`, params);
  return rows.map((r) => toEvent(r, viewer));
}

export async function eventById(sql: Sql | TransactionSql, viewer: SessionUser, id: string): Promise<AlumniEvent | undefined> {
  const [row] = await sql.unsafe<EventRow[]>(`${EVENT_SELECT} where e.id = $2 and e.deleted_at is null`, [viewer.id, id]);
  return row && toEvent(row, viewer);
}

type RsvpRow = { id: string; event_id: string; status: EventRsvp['status']; ticket: string | null; checked_in_at: Date | null; responded_at: Date; position: number | null; version: string; deleted_at: Date | null };
const RSVP_SELECT = `
  select r.id, r.event_id, r.status, r.ticket, r.checked_in_at, r.responded_at, r.version, r.deleted_at,
    case when r.status = 'waitlisted' then (select count(*)::int from event_rsvps w where w.event_id = r.event_id
      and w.status = 'waitlisted' and (w.waitlist_order, w.id) <= (r.waitlist_order, r.id)) end as position
  from event_rsvps r`;

const toRsvp = (r: RsvpRow): EventRsvp => ({
  _id: r.id, eventId: r.event_id, status: r.status, waitlistPosition: r.position,
  ticket: r.status === 'going' ? r.ticket : null, checkedInAt: r.checked_in_at && iso(r.checked_in_at), updatedAt: iso(r.responded_at),
});

export async function rsvpOf(sql: Sql, userId: string, eventId: string): Promise<EventRsvp | undefined> {
  const [row] = await sql.unsafe<RsvpRow[]>(`${RSVP_SELECT} where r.user_id = $1 and r.event_id = $2`, [userId, eventId]);
  return row && toRsvp(row);
}

type GuestRow = { id: string; event_id: string; user_id: string; full_name: string; roll_number: string; batch: string; photo_at: Date | null; checked_in_at: Date | null; checked_in_by: string | null };
const GUEST_FIELDS = `r.id, r.event_id, r.user_id, u.full_name, u.roll_number, c.batch, r.checked_in_at, r.checked_in_by,
  (select f.updated_at from profile_files f where f.user_id = u.id and f.slot = 'photo') as photo_at`;
const GUEST_JOINS = 'join users u on u.id = r.user_id join college_data c on c.id = u.roster_id';

const toGuest = (r: GuestRow): EventGuest => ({
  _id: r.id, eventId: r.event_id, userId: r.user_id, fullName: r.full_name, rollNumber: Number(r.roll_number), batch: r.batch,
  profilePicture: fileUrl(r.user_id, 'photo', r.photo_at), checkedInAt: r.checked_in_at && iso(r.checked_in_at), checkedInBy: r.checked_in_by,
});

/** GET /api/events/{id}/guests: the members going, by name (the admin's desk check-in list). */
export async function guestsOf(sql: Sql, eventId: string): Promise<EventGuest[]> {
  const rows = await sql.unsafe<GuestRow[]>(`select ${GUEST_FIELDS} from event_rsvps r ${GUEST_JOINS}
    where r.event_id = $1 and r.status = 'going' and r.deleted_at is null order by u.full_name, r.id`, [eventId]);
  return rows.map(toGuest);
}

export const eventsTable: SyncedTable<AlumniEvent, EventRow> = {
  changedProbe: 'coalesce((select max(version) from events), 0) > $1',
  changedSince: (tx, user, cursor, limit, first) =>
    tx.unsafe<EventRow[]>(`${EVENT_SELECT} where e.version > $2 ${first ? `and ${eventsSlice}` : ''} order by e.version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row, user) => toEvent(row, user),
};

export const rsvpsTable: SyncedTable<EventRsvp, RsvpRow> = {
  changedProbe: 'coalesce((select max(version) from event_rsvps where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<RsvpRow[]>(`${RSVP_SELECT} where r.user_id = $1 and r.version > $2 order by r.version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row) => toRsvp(row),
};

// Through the host's own host rows, removed ones included: a removed host's devices learn to drop
// the guests (their rows are re-stamped then, migration 0019), and so do those of a member who stops going.
export const eventGuestsTable: SyncedTable<EventGuest, GuestRow & VersionedRow> = {
  changedProbe: 'coalesce((select max(version) from event_rsvps), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<(GuestRow & VersionedRow)[]>(
      `select ${GUEST_FIELDS}, r.version, r.deleted_at, h.removed_at is null and r.status = 'going' as visible
       from event_hosts h join event_rsvps r on r.event_id = h.event_id and r.ticket is not null ${GUEST_JOINS}
       where h.user_id = $1 and r.version > $2 order by r.version limit $3`,
      [user.id, cursor, limit], PREPARED),
  toClient: (row) => toGuest(row),
};

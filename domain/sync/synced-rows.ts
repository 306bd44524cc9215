import type { Announcement } from '../announcements/announcement.ts';
import type { Album } from '../memories/album.ts';
import type { Photo } from '../memories/photo.ts';
import type { Connection } from '../connections/connection.ts';
import type { AlumniEvent, EventGuest, EventRsvp } from '../events/event.ts';
import type { JobAlert } from '../jobs/job-alert.ts';
import type { Conversation, Message } from '../messages/message.ts';
import type { Job } from '../jobs/job-schema.ts';
import type { Notification } from '../notifications/notification.ts';
import type { MentorCard, MentorRequest, Mentorship, MentorshipMilestone, MentorshipNote, MentorshipSession } from '../mentorship/mentorship.ts';
import type { PersonCard } from '../people/person-card.ts';
import type { Profile } from '../profile/profile.ts';
import type { Answer, Comment, Question, Vote } from '../queries/query-rows.ts';

/**
 * A table the client mirrors, declared once (issue 29): its row type, its Dexie indexes and who may
 * pull a row. Every synced row is keyed by its `_id`. The wire types, the client's stores
 * (pwa/src/sync/local-db.ts) and the server's registry (edge-api/sync/registry.ts) follow from it.
 */
export type SyncedTableDef<Row extends { _id: string } = { _id: string }> = {
  /** Dexie indexes besides the key, for the screens' `where()` and `orderBy()`; `[a+b]` is a compound one. */
  indexes: readonly ((keyof Row & string) | `[${keyof Row & string}+${keyof Row & string}]`)[];
  /**
   * The local database version that created the store or last changed its indexes. A new table,
   * or new indexes, take the next version: devices upgrade in place, rows and outbox kept.
   */
  since: number;
  /** Who pulls a row: the server's table enforces it, and a row no longer visible goes as a tombstone. */
  visibleTo: string;
  /** Only carries the row type. */
  readonly row?: Row;
};

const table = <Row extends { _id: string }>(def: Omit<SyncedTableDef<Row>, 'row'>): SyncedTableDef<Row> => def;

/** Every synced table. The order is the pull's and the cursor's (`cursorTables`): add at the end. */
export const syncedTableDefs = {
  jobs: table<Job>({ indexes: ['createdAt'], since: 1, visibleTo: 'every member' }),
  questions: table<Question>({ indexes: ['createdAt'], since: 1, visibleTo: 'every member' }),
  answers: table<Answer>({ indexes: ['questionId'], since: 1, visibleTo: 'every member' }),
  comments: table<Comment>({ indexes: ['answerId'], since: 1, visibleTo: 'every member' }),
  votes: table<Vote>({ indexes: ['targetId'], since: 1, visibleTo: 'the member who voted' }),
  /** The signed-in member's own profile: one row. */
  profile: table<Profile>({ indexes: [], since: 2, visibleTo: 'its member' }),
  /** The member's batch-mates, as they allow them to be seen: "my classmates" offline. */
  classmates: table<PersonCard>({ indexes: ['fullName'], since: 3, visibleTo: 'members of the same batch, fields by privacy' }),
  /** The member's requests, sent and received, and connections. */
  connections: table<Connection>({ indexes: [], since: 4, visibleTo: 'the two members of the pair' }),
  /** Every event, as this member may see it (issue 16). */
  events: table<AlumniEvent>({ indexes: ['startsAt'], since: 5, visibleTo: 'every member' }),
  /** The member's own RSVPs, with their tickets. */
  rsvps: table<EventRsvp>({ indexes: ['eventId'], since: 5, visibleTo: 'its member' }),
  /** The ticket holders of the events this member hosts, for check-in with no signal. */
  eventGuests: table<EventGuest>({ indexes: ['eventId'], since: 5, visibleTo: "the event's hosts" }),
  /** The member's inbox (issue 29), newest first by `updatedAt`. */
  notifications: table<Notification>({ indexes: ['updatedAt'], since: 6, visibleTo: 'its member' }),
  /** The member's saved job filters. */
  jobAlerts: table<JobAlert>({ indexes: ['createdAt'], since: 6, visibleTo: 'its member' }),
  /** The member's conversations (issue 31), newest first by `updatedAt`. */
  conversations: table<Conversation>({ indexes: ['updatedAt'], since: 7, visibleTo: 'the two members' }),
  /** The member's messages, sent and received: each conversation's newest 200 on a new device, older ones paged in. */
  messages: table<Message>({ indexes: ['conversationId', '[conversationId+seq]'], since: 7, visibleTo: 'the sender and the recipient' }),
  /** The alumni office's announcements that reached the member (issue 32), newest first. */
  announcements: table<Announcement>({ indexes: ['sentAt'], since: 8, visibleTo: 'the members it was sent to' }),
  /** Memory Lane's albums (issue 34): by batch, by event (open once it has ended), by the college. */
  albums: table<Album>({ indexes: ['date'], since: 9, visibleTo: 'every member' }),
  /** The photos and videos of every album that the member may see, their own uploads included. */
  photos: table<Photo>({ indexes: ['albumId', '[albumId+createdAt]'], since: 9, visibleTo: 'every member, less those hidden; the uploader' }),
  /** Mentors' offers, keyed by the mentor's id (issue 54): the offline list of mentors and the ranking's input. */
  mentors: table<MentorCard>({ indexes: ['updatedAt'], since: 10, visibleTo: 'every member, work by privacy; a paused offer its mentor only' }),
  /** Requests for a mentor, sent and received. */
  mentorRequests: table<MentorRequest>({ indexes: ['createdAt'], since: 10, visibleTo: 'the mentee and the mentor' }),
  mentorships: table<Mentorship>({ indexes: ['startedAt'], since: 10, visibleTo: 'the mentor and the mentee' }),
  mentorshipMilestones: table<MentorshipMilestone>({ indexes: ['mentorshipId'], since: 10, visibleTo: 'the mentor and the mentee' }),
  mentorshipSessions: table<MentorshipSession>({ indexes: ['mentorshipId', 'startsAt'], since: 10, visibleTo: 'the mentor and the mentee' }),
  mentorshipNotes: table<MentorshipNote>({ indexes: ['mentorshipId'], since: 10, visibleTo: 'the mentor and the mentee' }),
};

type Defs = typeof syncedTableDefs;
export type SyncedTableName = keyof Defs;
/** Every table the client mirrors, and the shape of its rows on the wire and in IndexedDB. */
export type SyncedRows = { [T in SyncedTableName]: NonNullable<Defs[T]['row']> };

export const SYNCED_TABLES = Object.keys(syncedTableDefs) as SyncedTableName[];

/** A pull page's rows, table by table. */
export type SyncedChanges = { [T in SyncedTableName]: SyncedRows[T][] };

/** The local database's version: the newest `since`. */
export const LOCAL_DB_VERSION = Math.max(...SYNCED_TABLES.map((name) => syncedTableDefs[name].since));

/** Dexie's store declarations of the synced tables: key first, then the indexes. */
export const syncedStores = (): Record<SyncedTableName, string> =>
  Object.fromEntries(SYNCED_TABLES.map((name) => [name, ['_id', ...syncedTableDefs[name].indexes].join(', ')])) as Record<SyncedTableName, string>;

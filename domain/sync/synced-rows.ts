import type { Connection } from '../connections/connection.ts';
import type { AlumniEvent, EventGuest, EventRsvp } from '../events/event.ts';
import type { Job } from '../jobs/job-schema.ts';
import type { PersonCard } from '../people/person-card.ts';
import type { Profile } from '../profile/profile.ts';
import type { Answer, Comment, Question, Vote } from '../queries/query-rows.ts';

/** Every table the client mirrors, and the shape of its rows on the wire and in IndexedDB. */
export type SyncedRows = {
  jobs: Job;
  questions: Question;
  answers: Answer;
  comments: Comment;
  votes: Vote;
  /** The signed-in member's own profile: one row. */
  profile: Profile;
  /** The member's batch-mates, as they allow them to be seen: "my classmates" offline. */
  classmates: PersonCard;
  /** The member's requests, sent and received, and connections. */
  connections: Connection;
  /** Every event, as this member may see it (issue 16). */
  events: AlumniEvent;
  /** The member's own RSVPs, with their tickets. */
  rsvps: EventRsvp;
  /** The ticket holders of the events this member hosts, for check-in with no signal. */
  eventGuests: EventGuest;
};
export type SyncedTableName = keyof SyncedRows;

export const SYNCED_TABLES = ['jobs', 'questions', 'answers', 'comments', 'votes', 'profile', 'classmates', 'connections', 'events', 'rsvps', 'eventGuests'] as const satisfies readonly SyncedTableName[];
// Fails to compile when a table is added to SyncedRows but not to the list.
type Missing = Exclude<SyncedTableName, (typeof SYNCED_TABLES)[number]>;
export const allTablesListed: Missing extends never ? true : Missing = true;

/** A pull page's rows, table by table. */
export type SyncedChanges = { [T in SyncedTableName]: SyncedRows[T][] };

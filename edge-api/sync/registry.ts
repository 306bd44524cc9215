import type { MutationName } from '#domain/sync/mutations.ts';
import * as announcementMutators from '../announcements/announcement-mutators.ts';
import { announcementsTable } from '../announcements/announcement-view.ts';
import type { SyncedRows, SyncedTableName } from '#domain/sync/synced-rows.ts';
import * as connectionMutators from '../connections/connection-mutators.ts';
import { connectionsTable } from '../connections/connection-view.ts';
import * as jobMutators from '../jobs/job-mutators.ts';
import * as messageMutators from '../messages/message-mutators.ts';
import * as moderationMutators from '../moderation/moderation-mutators.ts';
import { conversationsTable, messagesTable } from '../messages/message-view.ts';
import { jobsTable } from '../jobs/job-view.ts';
import { albumsTable } from '../memories/album-view.ts';
import * as memoryMutators from '../memories/memory-mutators.ts';
import { mentorsTable } from '../mentorship/mentor-card-view.ts';
import * as mentorshipMutators from '../mentorship/mentorship-mutators.ts';
import { mentorRequestsTable, mentorshipsTable, milestonesTable, notesTable, sessionsTable } from '../mentorship/mentorship-views.ts';
import * as offerMutators from '../mentorship/offer-mutators.ts';
import * as requestMutators from '../mentorship/request-mutators.ts';
import { photosTable } from '../memories/photo-view.ts';
import * as eventMutators from '../events/event-mutators.ts';
import { eventGuestsTable, eventsTable, rsvpsTable } from '../events/event-view.ts';
import * as notificationMutators from '../notifications/notification-mutators.ts';
import { jobAlertsTable, notificationsTable } from '../notifications/notification-view.ts';
import * as privacyMutators from '../profile/privacy-mutators.ts';
import * as profileMutators from '../profile/profile-mutators.ts';
import { profileTable } from '../users/profile-view.ts';
import { classmatesTable } from '../people/classmates-table.ts';
import * as queryMutators from '../queries/query-mutators.ts';
import { answersTable, commentsTable, questionsTable, votesTable } from '../queries/query-view.ts';
import type { ServerMutator } from './mutator.ts';
import type { SyncedTable } from './pull.ts';

/** A server mutator for every write in domain/sync/mutations.ts, under its name: a missing one fails to compile. */
type ServerMutators = { [N in MutationName]: ServerMutator<N> };
export const serverMutators: ServerMutators = { ...jobMutators, ...queryMutators, ...profileMutators, ...privacyMutators, ...connectionMutators, ...eventMutators, ...notificationMutators, ...messageMutators, ...moderationMutators, ...announcementMutators, ...memoryMutators, ...offerMutators, ...requestMutators, ...mentorshipMutators };

export const serverMutatorFor = (name: string): ServerMutator | undefined =>
  Object.hasOwn(serverMutators, name) ? (serverMutators[name as MutationName] as ServerMutator) : undefined;

/** Every table a client mirrors through pull, with its rows' wire shape. */
type SyncedTables = { [T in SyncedTableName]: SyncedTable<SyncedRows[T]> };
export const syncedTables: SyncedTables = {
  jobs: jobsTable,
  questions: questionsTable,
  answers: answersTable,
  comments: commentsTable,
  votes: votesTable,
  profile: profileTable,
  classmates: classmatesTable,
  connections: connectionsTable,
  events: eventsTable,
  rsvps: rsvpsTable,
  eventGuests: eventGuestsTable,
  notifications: notificationsTable,
  jobAlerts: jobAlertsTable,
  conversations: conversationsTable,
  messages: messagesTable,
  announcements: announcementsTable,
  albums: albumsTable,
  photos: photosTable,
  mentors: mentorsTable,
  mentorRequests: mentorRequestsTable,
  mentorships: mentorshipsTable,
  mentorshipMilestones: milestonesTable,
  mentorshipSessions: sessionsTable,
  mentorshipNotes: notesTable,
};

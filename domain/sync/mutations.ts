import type { InferInput, InferOutput } from 'valibot';
import { announcementMutations } from '../announcements/announcement-mutations.ts';
import { connectionMutations } from '../connections/connection-mutations.ts';
import { eventMutations } from '../events/event-mutations.ts';
import { jobMutations } from '../jobs/job-mutations.ts';
import { memoryMutations } from '../memories/memory-mutations.ts';
import { mentorshipMutations } from '../mentorship/mentorship-mutations.ts';
import { messageMutations } from '../messages/message-mutations.ts';
import { moderationMutations } from '../moderation/moderation-mutations.ts';
import { notificationMutations } from '../notifications/notification-mutations.ts';
import { profileMutations } from '../profile/profile-mutations.ts';
import { queryMutations } from '../queries/query-mutations.ts';

/**
 * Every synced write, by name (docs/adding-a-synced-write.md). The server runs each one through a
 * mutator of the same name (edge-api/sync/registry.ts, checked by type); the client enqueues them
 * by name with args of the right shape (pwa/src/sync/enqueue.ts, checked by type too).
 */
export const mutations = { ...jobMutations, ...queryMutations, ...profileMutations, ...connectionMutations, ...eventMutations, ...notificationMutations, ...messageMutations, ...moderationMutations, ...announcementMutations, ...memoryMutations, ...mentorshipMutations };

export type Mutations = typeof mutations;
export type MutationName = keyof Mutations;
/** The args after parsing: what a server mutator receives. */
export type MutationArgs<N extends MutationName> = InferOutput<Mutations[N]['args']>;
/** The args a client may send: what `enqueue` accepts. */
export type MutationArgsInput<N extends MutationName> = InferInput<Mutations[N]['args']>;

export const isMutationName = (name: string): name is MutationName => Object.hasOwn(mutations, name);

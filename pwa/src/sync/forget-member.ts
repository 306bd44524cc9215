import { forgetAllPhotos } from '../lib/photo-cache.ts';
import { localDb, metaKeys, SYNCED_TABLES } from './local-db.ts';

/**
 * Removes what this device holds for the signed-in member: every synced row (jobs with their
 * contact details, questions, votes…), the pull cursor and who it belonged to. The outbox (and the
 * photos chosen for upload) stays
 * unless `discardOutboxOf` names a member: unsent changes kept by a member who signs out remain
 * bound to their user id and are only ever pushed under their own session.
 */
export async function forgetSyncedData(opts: { discardOutboxOf?: string } = {}) {
  await forgetAllPhotos().catch(() => false);
  await localDb.transaction('rw', [...SYNCED_TABLES.map((t) => localDb.table(t)), localDb.meta, localDb.outbox, localDb.uploads], async () => {
    await Promise.all(SYNCED_TABLES.map((t) => localDb.table(t).clear()));
    await localDb.meta.bulkDelete([metaKeys.cursor, metaKeys.cursorUser, metaKeys.firstPull, metaKeys.activeUser]);
    const userId = opts.discardOutboxOf;
    if (userId) {
      await localDb.outbox.where('userId').equals(userId).delete();
      await localDb.uploads.where('userId').equals(userId).delete();
      await localDb.meta.bulkDelete([metaKeys.clientId(userId), metaKeys.nextMutationId(userId)]);
    }
  });
}

/** Unsent changes of this member, for the sign-out question. */
export const unsentCount = (userId: string) => localDb.outbox.where('[userId+status]').equals([userId, 'pending']).count();

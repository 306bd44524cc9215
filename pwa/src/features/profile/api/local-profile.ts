import { useLiveQuery } from 'dexie-react-hooks';
import type { Profile } from '#domain/profile/profile.ts';
import { localDb, type LocalProfile } from '#pwa/sync/local-db.ts';

/** The own profile from IndexedDB: undefined while reading, null when this device has none yet. */
export function useLocalProfile(userId: string | null): LocalProfile | null | undefined {
  return useLiveQuery(async () => (userId ? ((await localDb.profile.get(userId)) ?? null) : null), [userId]);
}

/**
 * Keeps a profile the server sent (GET /api/users/profile, fresher analytics than the last pull).
 * A row with edits still waiting to be sent stays as it is: the pull replaces it once they land.
 */
export async function storeProfile(profile: Profile) {
  await localDb.transaction('rw', localDb.profile, async () => {
    const current = await localDb.profile.get(profile._id);
    if (!current?._pending) await localDb.profile.put(profile);
  });
}

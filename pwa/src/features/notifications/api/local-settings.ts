import { useLiveQuery } from 'dexie-react-hooks';
import { hasPulled, localDb, type LocalProfile, type LocalRow } from '#pwa/sync/local-db.ts';

export type LocalJobAlert = LocalRow<'jobAlerts'>;

export type SettingsView = {
  /** False until this member's first pull has landed. */
  pulled: boolean;
  /** The own profile row, which carries the settings; null when this device has none yet. */
  profile: LocalProfile | null;
  /** The member's job alerts, oldest first. */
  alerts: LocalJobAlert[];
};

/** What /settings/notifications shows, from this device (the synced `profile` and `jobAlerts` tables). */
export function useLocalSettings(userId: string): SettingsView | undefined {
  return useLiveQuery(async () => {
    const [profile, alerts, pulled] = await Promise.all([
      userId ? localDb.profile.get(userId) : undefined,
      localDb.jobAlerts.orderBy('createdAt').toArray(),
      hasPulled(userId),
    ]);
    return { pulled, profile: profile ?? null, alerts };
  }, [userId]);
}

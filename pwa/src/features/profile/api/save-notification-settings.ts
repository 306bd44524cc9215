import type { NotificationSettings } from '#domain/profile/notification-settings.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { UPDATE_FAILED, UPDATED } from '#domain/profile/profile-sections.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import type { SaveOutcome } from './save-section.ts';

/** E-mail for connection requests on or off: a queued change, shown at once (offline too). */
export async function saveNotificationSettings(profile: Profile, notifications: NotificationSettings): Promise<SaveOutcome> {
  try {
    await enqueue({
      userId: profile._id,
      name: 'updateNotificationSettings',
      args: notifications,
      writes: [{ table: 'profile', key: profile._id, value: { ...profile, notifications } }],
      label: 'Profile: notifications',
    });
    return { ok: true, message: UPDATED };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, UPDATE_FAILED) };
  }
}

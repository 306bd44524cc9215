import { applySettingsUpdate, type NotificationSettingsUpdate } from '#domain/notifications/notification-preferences.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { UPDATE_FAILED, UPDATED } from '#domain/profile/profile-sections.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import type { SaveOutcome } from './save-section.ts';

/** A change of how the member hears of things: queued, and shown at once (offline too). */
export async function saveNotificationSettings(profile: Profile, change: NotificationSettingsUpdate): Promise<SaveOutcome> {
  try {
    const notifications = applySettingsUpdate(profile.notifications, change);
    await enqueue({
      userId: profile._id,
      name: 'updateNotificationSettings',
      args: change,
      writes: [{ table: 'profile', key: profile._id, value: { ...profile, notifications } }],
      label: 'Profile: notifications',
    });
    return { ok: true, message: UPDATED };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, UPDATE_FAILED) };
  }
}

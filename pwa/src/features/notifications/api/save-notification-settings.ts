import { applySettingsUpdate, settingsOf, type NotificationSettings, type NotificationSettingsUpdate } from '#domain/notifications/notification-preferences.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { UPDATE_FAILED, UPDATED } from '#domain/profile/profile-sections.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The member's settings as the profile row has them; the defaults on a row kept from before they existed. */
export const settingsIn = (profile: Profile): NotificationSettings => profile.notifications ?? settingsOf(null, null);

/**
 * A change of how the member hears of things: only what changed is queued (a device's other
 * changes, queued or not, are not overwritten), and shown at once, offline too.
 */
export async function saveNotificationSettings(profile: Profile, change: NotificationSettingsUpdate): Promise<SaveOutcome> {
  try {
    const { _pending, ...row } = profile as Profile & { _pending?: boolean };
    const notifications = applySettingsUpdate(profile.notifications, change);
    await enqueue({
      userId: profile._id,
      name: 'updateNotificationSettings',
      args: change,
      writes: [{ table: 'profile', key: profile._id, value: { ...row, notifications } }],
      label: 'Notification settings',
    });
    return { ok: true, message: UPDATED };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, UPDATE_FAILED) };
  }
}

/** Read receipts on or off (issue 31): off, neither side of any conversation sees when a message was read. */
export async function saveReadReceipts(profile: Profile, on: boolean): Promise<SaveOutcome> {
  try {
    const { _pending, ...row } = profile as Profile & { _pending?: boolean };
    await enqueue({ userId: profile._id, name: 'setReadReceipts', args: { on }, writes: [{ table: 'profile', key: profile._id, value: { ...row, readReceipts: on } }], label: 'Read receipts' });
    return { ok: true, message: UPDATED };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, UPDATE_FAILED) };
  }
}

import { PhoneSchema, PrivacyUpdateSchema, type Privacy } from '#domain/profile/privacy.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { UPDATE_FAILED, UPDATED } from '#domain/profile/profile-sections.ts';
import { parseWith } from '#domain/validation.ts';
import { enqueue } from '#pwa/sync/enqueue.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import type { SaveOutcome } from './save-section.ts';

/** Saves the phone and the privacy settings as queued changes, shown at once (offline too). */
export async function savePrivacy(profile: Profile, phoneInput: string, privacy: Privacy): Promise<SaveOutcome> {
  const phone = parseWith(PhoneSchema, { phone: phoneInput });
  if (!phone.ok) return { ok: false, message: phone.message, issues: phone.issues };
  const settings = parseWith(PrivacyUpdateSchema, privacy);
  if (!settings.ok) return { ok: false, message: settings.message, issues: settings.issues };
  const next: Profile = { ...profile, phone: phone.value.phone || null, privacy };
  const writes = [{ table: 'profile' as const, key: profile._id, value: next }];
  try {
    if ((profile.phone ?? '') !== phone.value.phone) {
      await enqueue({ userId: profile._id, name: 'updatePhone', args: phone.value, writes, label: 'Profile: phone' });
    }
    await enqueue({ userId: profile._id, name: 'updatePrivacy', args: settings.value, writes, label: 'Profile: privacy' });
    return { ok: true, message: UPDATED };
  } catch (error) {
    return { ok: false, message: localSaveFailure(error, UPDATE_FAILED) };
  }
}

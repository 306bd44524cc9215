import type { ChangePassword } from '#domain/accounts/password-change.ts';
import { PASSWORD_CHANGED } from '#domain/accounts/password-change.ts';
import { api } from '#pwa/lib/api-client.ts';
import { accountCall } from './account-call.ts';

export const CHANGE_OFFLINE = 'You are offline. Changing a password needs a connection: try again once you are back online.';
const CHANGE_FAILED = 'The password could not be changed. Please try again.';

/** PUT /api/users/password: the current password, the new one, and whether other devices are signed out. */
export async function changePassword(input: ChangePassword) {
  const result = await accountCall({ offline: CHANGE_OFFLINE, failed: CHANGE_FAILED }, () =>
    api.put<{ message?: unknown; devicesSignedOut?: unknown } | null>('/api/users/password', input),
  );
  if (!result.ok) return result;
  const ended = typeof result.value?.devicesSignedOut === 'number' ? result.value.devicesSignedOut : 0;
  const devices = ended === 1 ? '1 other device was signed out.' : ended > 1 ? `${ended} other devices were signed out.` : '';
  return { ok: true as const, message: `${PASSWORD_CHANGED}${devices ? ` ${devices}` : ''}` };
}

import type { ChangePassword } from '#domain/accounts/password-change.ts';
import { PASSWORD_CHANGED } from '#domain/accounts/password-change.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';

export const CHANGE_OFFLINE = 'You are offline. Changing a password needs a connection: try again once you are back online.';
const CHANGE_FAILED = 'The password could not be changed. Please try again.';

export type ChangeResult = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

/** PUT /api/users/password: the current password, the new one, and whether other devices are signed out. */
export async function changePassword(input: ChangePassword): Promise<ChangeResult> {
  if (!navigator.onLine) return { ok: false, message: CHANGE_OFFLINE, issues: [] };
  try {
    const body = await api.put<{ message?: unknown; devicesSignedOut?: unknown } | null>('/api/users/password', input);
    const ended = typeof body?.devicesSignedOut === 'number' ? body.devicesSignedOut : 0;
    const devices = ended === 1 ? '1 other device was signed out.' : ended > 1 ? `${ended} other devices were signed out.` : '';
    return { ok: true, message: `${PASSWORD_CHANGED}${devices ? ` ${devices}` : ''}` };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? CHANGE_FAILED, issues: error.issues };
    return { ok: false, message: CHANGE_FAILED, issues: [] };
  }
}

import type { ForgotPassword, ResetPassword } from '#domain/accounts/password-reset.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { flushPendingLogout } from '#pwa/lib/logout.ts';
import { signedInFrom, signInFailure, type LoginBody, type LoginResult } from './login.ts';

export const RESET_OFFLINE = 'You are offline. Resetting a password needs a connection: try again once you are back online.';
const ASK_FAILED = 'The code could not be sent. Please try again.';
const RESET_FAILED = 'The password could not be changed. Please try again.';

export type AskResult = { ok: true } | { ok: false; message: string; issues: FieldIssue[] };

/**
 * POST /api/users/password/forgot: the same answer whether or not the account exists. No toast on
 * success: the page says it where the code is asked for (RESET_CODE_SENT).
 */
export async function askResetCode(input: ForgotPassword): Promise<AskResult> {
  if (!navigator.onLine) return { ok: false, message: RESET_OFFLINE, issues: [] };
  try {
    await api.post<unknown>('/api/users/password/forgot', input, { noRefresh: true });
    return { ok: true };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? ASK_FAILED, issues: error.issues };
    return { ok: false, message: ASK_FAILED, issues: [] };
  }
}

/** POST /api/users/password/reset: a new password, and this device signed in as a login would be. */
export async function resetPassword(input: ResetPassword): Promise<LoginResult> {
  if (!navigator.onLine) return { ok: false, message: RESET_OFFLINE, issues: [] };
  await flushPendingLogout();
  try {
    return signedInFrom(await api.post<LoginBody>('/api/users/password/reset', input, { noRefresh: true }), 'Your password has been changed.');
  } catch (error) {
    return signInFailure(error, RESET_FAILED);
  }
}

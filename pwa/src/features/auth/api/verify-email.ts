import { api } from '../../../lib/api-client.ts';
import { codeFailureMessage } from './code-failure.ts';

export const EMAIL_VERIFIED_MESSAGE = 'Verification successful! Redirecting...';

/** POST /api/users/verify/{email}: checks the newest code mailed to that address. */
export async function verifyEmail(email: string, code: string): Promise<{ ok: boolean; message: string }> {
  try {
    await api.post<unknown>(`/api/users/verify/${encodeURIComponent(email)}`, { code });
    return { ok: true, message: EMAIL_VERIFIED_MESSAGE };
  } catch (error) {
    return { ok: false, message: codeFailureMessage(error) };
  }
}

import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';

export const CODE_SENT_MESSAGE = 'Verification code sent to your registered email';
export const SEND_CODE_FAILED_MESSAGE = 'Verification failed. Please check your roll number.';

type SendCodeBody = { message?: unknown; data?: { email?: unknown } | null } | null;

export type SendCodeResult =
  | { ok: true; message: string; maskedEmail: string }
  | { ok: false; message: string; issues: FieldIssue[] };

/** POST /api/users/verify/{rollNumber}: mails a code to the college's address for that student. */
export async function sendCode(rollNumber: string): Promise<SendCodeResult> {
  try {
    const body = await api.post<SendCodeBody>(`/api/users/verify/${encodeURIComponent(rollNumber)}`);
    if (!body?.data) return { ok: false, message: SEND_CODE_FAILED_MESSAGE, issues: [] };
    const maskedEmail = typeof body.data.email === 'string' ? body.data.email : '';
    return { ok: true, message: CODE_SENT_MESSAGE, maskedEmail };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false, message: error.serverMessage ?? SEND_CODE_FAILED_MESSAGE, issues: error.issues };
    }
    return { ok: false, message: SEND_CODE_FAILED_MESSAGE, issues: [] };
  }
}

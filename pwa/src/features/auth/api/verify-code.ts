import { api } from '../../../lib/api-client.ts';
import { codeFailureMessage } from './code-failure.ts';

export const CODE_VERIFIED_MESSAGE = 'Email verified successfully!';

/** The college record the code unlocked: signup step 3 shows it read-only. */
export type VerifiedRecord = {
  fullName: string;
  email: string;
  gender: string;
  rollNumber: number | string;
  batch: string;
  branch: string;
  course: string;
  cgpa: number | null;
};

type VerifyBody = { message?: unknown; data?: VerifiedRecord | null; signupToken?: unknown } | null;

export type VerifyCodeResult =
  | { ok: true; message: string; record: VerifiedRecord; signupToken: string }
  | { ok: false; message: string };

/** POST /api/users/verify/{rollNumber}/code: the code proves the student owns the college address. */
export async function verifyCode(rollNumber: string, code: string): Promise<VerifyCodeResult> {
  try {
    const body = await api.post<VerifyBody>(`/api/users/verify/${encodeURIComponent(rollNumber)}/code`, { code });
    if (!body?.data || typeof body.signupToken !== 'string') return { ok: false, message: codeFailureMessage(null) };
    const message = typeof body.message === 'string' && body.message ? body.message : CODE_VERIFIED_MESSAGE;
    return { ok: true, message, record: body.data, signupToken: body.signupToken };
  } catch (error) {
    return { ok: false, message: codeFailureMessage(error) };
  }
}

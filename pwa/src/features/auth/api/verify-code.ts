import { api } from '#pwa/lib/api-client.ts';
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

/** A signup whose code was accepted: the code (single-use, so kept), the record and the signup token. */
export type Verified = { code: string; record: VerifiedRecord; signupToken: string };

type VerifyBody = { message?: unknown; data?: VerifiedRecord | null; signupToken?: unknown } | null;

export type VerifyCodeResult =
  | { ok: true; message: string; record: VerifiedRecord; signupToken: string }
  | { ok: false; message: string };

/** Posts a code to one of the two check paths; both answer the record and a signup token. */
export async function postCode(path: string, code: string, successMessage: string): Promise<VerifyCodeResult> {
  try {
    const body = await api.post<VerifyBody>(path, { code });
    if (!body?.data || typeof body.signupToken !== 'string') return { ok: false, message: codeFailureMessage(null) };
    const message = typeof body.message === 'string' && body.message ? body.message : successMessage;
    return { ok: true, message, record: body.data, signupToken: body.signupToken };
  } catch (error) {
    return { ok: false, message: codeFailureMessage(error) };
  }
}

/** POST /api/users/verify/{rollNumber}/code: the code proves the student owns the college address. */
export const verifyCode = (rollNumber: string, code: string) =>
  postCode(`/api/users/verify/${encodeURIComponent(rollNumber)}/code`, code, CODE_VERIFIED_MESSAGE);

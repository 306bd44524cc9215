import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import type { VerifiedRecord } from './verify-code.ts';

export const SIGNUP_SUCCESS_MESSAGE = 'Account created successfully!';
export const SIGNUP_FAILED_MESSAGE = 'SignUp failed. Please try again.';

export type SignupResult = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

/**
 * POST /api/users. The server takes the profile from the roster row the signup token proves was
 * verified; the record travels along as the spec's payload lists it.
 */
export async function signup(record: VerifiedRecord, signupToken: string, password: string): Promise<SignupResult> {
  try {
    await api.post<unknown>('/api/users', { ...record, signupToken, password });
    return { ok: true, message: SIGNUP_SUCCESS_MESSAGE };
  } catch (error) {
    if (error instanceof ParseError) return { ok: true, message: SIGNUP_SUCCESS_MESSAGE };
    if (error instanceof HttpError) {
      return { ok: false, message: error.serverMessage ?? SIGNUP_FAILED_MESSAGE, issues: error.issues };
    }
    return { ok: false, message: SIGNUP_FAILED_MESSAGE, issues: [] };
  }
}

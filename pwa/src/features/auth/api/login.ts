import type { Login } from '#domain/accounts/login.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import { flushPendingLogout } from '#pwa/lib/logout.ts';
import { isSessionUser, type SessionUser } from '#pwa/stores/session-store.ts';
import type { SecondStepRequired } from '#domain/accounts/two-step.ts';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
export const LOGIN_MISSING_DATA_MESSAGE = 'Login response is missing data';
export const LOGIN_SUCCESS_MESSAGE = 'Login successful! Redirecting...';

export type LoginBody = { message?: unknown; token?: unknown; role?: unknown; user?: unknown } | null;

export type LoginResult =
  | { ok: true; message: string; user: SessionUser; token: string }
  | { ok: false; message: string; issues: FieldIssue[]; secondStep?: SecondStepRequired['secondStep'] };

/** POST /api/users/auth and the toast texts of spec section 8 (Login). */
export async function login(input: Login): Promise<LoginResult> {
  // An earlier offline logout goes first, so the old session is revoked before a new one starts.
  await flushPendingLogout();
  try {
    return signedInFrom(await api.post<LoginBody>('/api/users/auth', input, { noRefresh: true }), LOGIN_SUCCESS_MESSAGE);
  } catch (error) {
    const secondStep = secondStepOf(error);
    // Not a failure: the form asks for the code (issue 53), so nothing is toasted.
    if (secondStep) return { ok: false, message: '', issues: [], secondStep };
    return signInFailure(error, LOGIN_FAILED_MESSAGE);
  }
}

/** An answer shaped as a login's (a login, a password reset) read as the session it starts. */
export function signedInFrom(body: LoginBody, successMessage: string): LoginResult {
  if (typeof body?.token !== 'string' || !body.token || !isSessionUser(body.user)) {
    return { ok: false, message: LOGIN_MISSING_DATA_MESSAGE, issues: [] };
  }
  const user = { ...body.user, isAdmin: body.user.isAdmin ?? body.role === 'Admin' };
  const message = typeof body.message === 'string' && body.message ? body.message : successMessage;
  return { ok: true, message, user, token: body.token };
}

/** A sign-in that failed, in the server's words when it gave any. */
export function signInFailure(error: unknown, fallback: string): LoginResult {
  if (error instanceof ParseError) return { ok: false, message: LOGIN_MISSING_DATA_MESSAGE, issues: [] };
  if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? fallback, issues: error.issues };
  return { ok: false, message: fallback, issues: [] };
}

/** A password login's answer that asks for the second step, or undefined. */
export function secondStepOf(error: unknown): SecondStepRequired['secondStep'] | undefined {
  if (!(error instanceof HttpError) || error.status !== 401 || error.code !== 'second_step_required') return undefined;
  const step = (error.body as Partial<SecondStepRequired> | null)?.secondStep;
  return typeof step?.token === 'string' && Array.isArray(step.methods) ? step : undefined;
}

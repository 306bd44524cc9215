import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import { isSessionUser, type SessionUser } from '#pwa/stores/session-store.ts';

export const PROFILE_LOAD_FAILED = 'Error in Loading Profile';

/** GET /api/users/profile. */
export async function fetchProfile(signal: AbortSignal): Promise<SessionUser> {
  const body = await api.get<{ user?: unknown } | null>('/api/users/profile', { signal });
  if (!isSessionUser(body?.user)) throw new ParseError();
  return body.user;
}

/**
 * The toast for a failed profile read, or null for nothing to say: offline (a normal state for this
 * app) the stored record simply stays on screen, and after a 401 the api client has already signed
 * out and gone to /login.
 */
export function profileLoadMessage(error: unknown): string | null {
  if (error instanceof HttpError) return error.status === 401 ? null : (error.serverMessage ?? PROFILE_LOAD_FAILED);
  return error instanceof ParseError ? PROFILE_LOAD_FAILED : null;
}

import { api, HttpError, ParseError } from '#pwa/lib/api-client.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { isSessionUser, type SessionUser } from '#pwa/stores/session-store.ts';

export const PROFILE_LOAD_FAILED = 'Error in Loading Profile';

/** GET /api/users/profile: the profile object itself (spec 3), e-mail included as it is our own. */
export async function fetchProfile(signal: AbortSignal): Promise<Profile> {
  const body = await api.get<unknown>('/api/users/profile', { signal });
  if (!isSessionUser(body)) throw new ParseError();
  return body as Profile;
}

/** The fields of a fresh profile that the stored session user keeps. */
export function sessionFields(profile: Profile): Partial<SessionUser> {
  const { fullName, role, rollNumber, batch, branch, course, gender, cgpa } = profile;
  return { fullName, role, rollNumber, batch, branch, course, gender, cgpa, ...(profile.email ? { email: profile.email } : {}) };
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

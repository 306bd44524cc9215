import { api, HttpError, ParseError } from '../../../lib/api-client.ts';
import { isSessionUser, type SessionUser } from '../../../stores/session-store.ts';

export const PROFILE_LOAD_FAILED = 'Error in Loading Profile';

export type ProfileResult = { ok: true; user: SessionUser } | { ok: false; message: string | null };

/**
 * GET /api/users/profile. `message: null` means nothing to say: offline (a normal state for this
 * app) the stored record simply stays on screen.
 */
export async function getProfile(signal: AbortSignal): Promise<ProfileResult> {
  try {
    const body = await api.get<{ user?: unknown } | null>('/api/users/profile', { signal });
    return isSessionUser(body?.user) ? { ok: true, user: body.user } : { ok: false, message: PROFILE_LOAD_FAILED };
  } catch (error) {
    if (signal.aborted) return { ok: false, message: null };
    // A 401 here means the session ended: the api client has already signed out and gone to /login.
    if (error instanceof HttpError) return { ok: false, message: error.status === 401 ? null : (error.serverMessage ?? PROFILE_LOAD_FAILED) };
    return { ok: false, message: error instanceof ParseError ? PROFILE_LOAD_FAILED : null };
  }
}

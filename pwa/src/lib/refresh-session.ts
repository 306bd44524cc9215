import { navigate } from 'wouter/use-browser-location';
import { useSessionStore, type SessionUser } from '../stores/session-store.ts';

let pending: Promise<boolean> | null = null;
let leaving = false;
/** Why the last session ended under this page, for the login screen to say once (takeEndedSession). */
let ended: 'revoked' | null = null;

export const SIGNED_OUT_ELSEWHERE =
  'This device was signed out of the account from elsewhere: after a password change, from another device, or by the alumni office. Log in again; your unsent changes are kept on this device.';

/** Once: whether the session this page had was ended from elsewhere (a reset, a sign-out from another device). */
export function takeEndedSession(): 'revoked' | null {
  const reason = ended;
  ended = null;
  return reason;
}

/**
 * On while a sign-out is under way: the server has ended the session but the screen still shows
 * 'Logout Successfully ...' before leaving for /. A 401 then (a live stream the revocation closed
 * asking for a new token) is expected, and must not send the member to /login instead.
 */
export function setSigningOut(on: boolean) {
  leaving = on;
}

/**
 * POST /api/users/refresh with the httpOnly refresh cookie. True when a new token is stored, or when
 * `used`, the token a refused request carried, has been replaced since (by a refresh that finished
 * while that request was on its way): the caller retries with the new one, and the refresh token is
 * not rotated a second time (a rotation landing late could bring back a session that has ended).
 * A 401 means the session has ended: sign out here and go to /login. Anything else (offline, a
 * server error) leaves the session alone, because no network failure may sign a member out.
 * Concurrent callers share one request: the refresh token rotates, so a second use would revoke it.
 */
export function refreshSession(used?: string | null): Promise<boolean> {
  const current = useSessionStore.getState().token;
  if (used !== undefined && current && current !== used) return Promise.resolve(true);
  pending ??= attempt().finally(() => {
    pending = null;
  });
  return pending;
}

async function attempt(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch('/api/users/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch {
    return false;
  }
  if (response.status === 401) {
    // A sign-out under way clears the session and leaves for / itself; one already finished (a live
    // stream's retry arriving after it) has no member left to send to /login.
    if (leaving || !useSessionStore.getState().user) return false;
    const { code } = ((await response.json().catch(() => null)) ?? {}) as { code?: unknown };
    ended = code === 'session_revoked' ? 'revoked' : null;
    navigate('/login', { replace: true });
    useSessionStore.getState().clearSession();
    return false;
  }
  if (!response.ok) return false;
  const body = (await response.json().catch(() => null)) as { token?: unknown; user?: SessionUser | null } | null;
  const { user } = useSessionStore.getState();
  if (typeof body?.token !== 'string' || !user) return false;
  useSessionStore.getState().setSession(body.user ?? user, body.token);
  return true;
}

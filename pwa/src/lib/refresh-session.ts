import { navigate } from 'wouter/use-browser-location';
import { useSessionStore, type SessionUser } from '../stores/session-store.ts';

let pending: Promise<boolean> | null = null;
let leaving = false;
/** Why the last session ended under this page, for the login screen to say once (takeEndedSession). */
let ended: 'revoked' | 'deleted' | null = null;

export const ACCOUNT_DELETED_ELSEWHERE =
  'This account was deleted from another device, so what this device kept of it, unsent changes included, was removed. Signing in within 14 days keeps the account.';

export const SIGNED_OUT_ELSEWHERE =
  'This device was signed out of the account from elsewhere: after a password change, from another device, or by the alumni office. Log in again; your unsent changes are kept on this device.';

/** Once: whether the session this page had was ended from elsewhere (a reset, a sign-out from another device). */
export function takeEndedSession(): 'revoked' | 'deleted' | null {
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
    ended = code === 'session_revoked' ? 'revoked' : code === 'session_deleted' ? 'deleted' : null;
    const userId = useSessionStore.getState().user?._id;
    navigate('/login', { replace: true });
    useSessionStore.getState().clearSession();
    // Not awaited: the sync engine stops only once the push that asked for this refresh has ended.
    if (ended === 'deleted' && userId) void forgetDeletedAccount(userId);
    return false;
  }
  if (!response.ok) return false;
  const body = (await response.json().catch(() => null)) as { token?: unknown; user?: SessionUser | null } | null;
  const { user } = useSessionStore.getState();
  if (typeof body?.token !== 'string' || !user) return false;
  useSessionStore.getState().setSession(body.user ?? user, body.token);
  return true;
}

/** A deleted account's device empties itself: its synced copy and the member's unsent changes. */
async function forgetDeletedAccount(userId: string) {
  try {
    await (await import('../sync/forget-deleted-account.ts')).forgetDeletedAccount(userId);
  } catch {
    // the chunk could not load (offline): the next member's sign-in empties it as a switch does
  }
}

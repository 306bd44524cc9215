import { LOGOUT_PENDING_KEY as PENDING_KEY } from '#domain/page-loader-keys.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { api, HttpError } from './api-client.ts';

export const LOGOUT_MESSAGE = 'Logout Successfully ...';
// PENDING_KEY is set when a member logged out offline: the server session (and its refresh cookie) is still live.

const post = () => api.post<unknown>('/api/users/logout', undefined, { noRefresh: true, timeoutMs: 8000 });

/**
 * POST /api/users/logout. 'failed' only when the server answered with an error; offline the member
 * is signed out here anyway and the server is told once the network is back. The caller clears
 * the session (when depends on the screen: spec section 4).
 */
export async function logout(): Promise<'ok' | 'failed'> {
  try {
    await post();
    forgetPending();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return 'failed';
    try {
      localStorage.setItem(PENDING_KEY, '1');
    } catch {
      // storage blocked: the session ends when its refresh token expires
    }
    return 'ok';
  }
}

function forgetPending() {
  try {
    localStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing stored
  }
}

/** Sends a logout left over from an offline sign-out, unless someone has signed in since. */
export async function flushPendingLogout() {
  try {
    if (!localStorage.getItem(PENDING_KEY) || useSessionStore.getState().user) return;
    await post();
    forgetPending();
  } catch {
    // still offline: the next 'online' event tries again
  }
}

export function resumePendingLogout() {
  void flushPendingLogout();
  window.addEventListener('online', () => void flushPendingLogout());
}

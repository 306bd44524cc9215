import { ACCOUNT_KEPT } from '#domain/accounts/account-deletion.ts';
import { api } from '#pwa/lib/api-client.ts';
import { importWhenOnline } from '#pwa/lib/import-when-online.ts';
import { setSigningOut } from '#pwa/lib/refresh-session.ts';
import { useSessionStore, type SessionUser } from '#pwa/stores/session-store.ts';
import { accountCall } from './account-call.ts';
import { passkeyProof } from './passkeys.ts';

const messages = {
  offline: 'You are offline. Deleting your account needs a connection: try again once you are back online.',
  failed: 'Your account could not be deleted. Please try again.',
};

/** How many changes this device has not sent for the member: deleting the account discards them. */
export async function unsentChanges(userId: string) {
  const { unsentCount } = await importWhenOnline(() => import('#pwa/sync/forget-member.ts'));
  return unsentCount(userId);
}

/**
 * DELETE /api/users/me: the account is deactivated and every session ended; this device then
 * empties itself (the synced copy and the member's unsent changes), as a deleted account's must.
 * On success the page stays "signing out" (its live stream's 401 must not send it to /login): the
 * caller turns that off once it has left (setSigningOut(false)).
 */
export async function deleteAccount(input: { password: string } | { passkey: true }) {
  const userId = useSessionStore.getState().user?._id;
  setSigningOut(true); // the session ends under this page: its 401s must not send it to /login
  let body: unknown = input;
  if ('passkey' in input && navigator.onLine) {
    // A passkey in place of the password: the browser asks for it now, after the last question.
    try {
      body = await passkeyProof();
    } catch (error) {
      setSigningOut(false);
      return { ok: false as const, message: error instanceof Error ? error.message : messages.failed, issues: [] };
    }
  }
  const result = await accountCall(messages, () => api.delete<{ message: string }>('/api/users/me', body));
  if (!result.ok || !userId) {
    setSigningOut(false);
    return result;
  }
  try {
    const { forgetDeletedAccount } = await import('#pwa/sync/forget-deleted-account.ts');
    await forgetDeletedAccount(userId);
  } catch {
    // the chunks could not load: the next sign-in on this device empties it, as a switch of member does
  }
  return { ok: true as const, message: result.value.message };
}

/** POST /api/users/me/keep: the account's erasure stops; the session's user says so. */
export async function keepAccount() {
  const result = await accountCall({ ...messages, failed: 'Your account could not be kept. Please try again.' }, () =>
    api.post<{ message: string; user: SessionUser | null }>('/api/users/me/keep'),
  );
  if (!result.ok) return result;
  if (result.value.user) useSessionStore.getState().updateUser(result.value.user);
  return { ok: true as const, message: result.value.message ?? ACCOUNT_KEPT };
}

import type { NewEmail } from '#domain/accounts/email-change.ts';
import { api } from '#pwa/lib/api-client.ts';
import type { SessionUser } from '#pwa/stores/session-store.ts';
import { accountCall } from './account-call.ts';

export const EMAIL_OFFLINE = 'You are offline. Changing your e-mail address needs a connection: try again once you are back online.';
const messages = { offline: EMAIL_OFFLINE, failed: 'Your e-mail address could not be changed. Please try again.' };

type Answer = { message: string };

/** POST /api/users/email: a code goes to the new address. */
export async function askEmailCode(input: NewEmail) {
  const result = await accountCall(messages, () => api.post<Answer>('/api/users/email', input));
  // Said where the code is typed, not in a toast.
  return result.ok ? { ok: true as const, sent: result.value.message } : result;
}

/** POST /api/users/email/verify: the code makes the new address the account's; the session's user follows. */
export async function confirmEmailCode(input: { code: string }) {
  const result = await accountCall(messages, () => api.post<Answer & { user: SessionUser }>('/api/users/email/verify', input));
  return result.ok ? { ok: true as const, message: result.value.message, user: result.value.user } : result;
}

/** POST /api/users/email/undo: the link's token, from the old address's mail; no session needed. */
export async function undoEmailChange(token: string) {
  const result = await accountCall(
    { offline: 'You are offline. Undoing the change needs a connection: try again once you are back online.', failed: 'The change could not be undone. Please try again.' },
    () => api.post<Answer>('/api/users/email/undo', { token }, { noRefresh: true }),
  );
  // Said on the page, not in a toast.
  return result.ok ? { ok: true as const, restored: result.value.message } : result;
}

import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { Passkey, PasskeyList } from '#domain/accounts/passkeys.ts';
import { api } from '#pwa/lib/api-client.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { flushPendingLogout } from '#pwa/lib/logout.ts';
import { accountCall, type AccountCallResult } from './account-call.ts';
import { signedInFrom, signInFailure, LOGIN_SUCCESS_MESSAGE, type LoginBody, type LoginResult } from './login.ts';

export const PASSKEYS_OFFLINE = 'You are offline. Passkeys are added, renamed and removed only with a connection.';
const PASSKEY_FAILED = 'The passkey could not be saved. Please try again.';
/** The browser's own refusal (the member closed its dialog, or no authenticator answered). */
export const PASSKEY_CANCELLED = 'No passkey was used. Please try again, or sign in with your password.';
const SIGN_IN_FAILED = 'Signing in with a passkey failed. Please try again, or sign in with your password.';

export const NO_PASSKEYS_HERE = 'This browser cannot use passkeys. Please sign in with your password.';

export const passkeysKey = (userId: string) => `passkeys:${userId}`;

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export const fetchPasskeys = (signal: AbortSignal) => api.get<PasskeyList>('/api/users/passkeys', { signal });

/** The browser's WebAuthn refusals (NotAllowedError and its kin) as a message a member reads. */
async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && /NotAllowed|Abort|InvalidState|Security/.test(`${error.name} ${(error as { code?: string }).code ?? ''}`)) throw new CeremonyError(error.name === 'InvalidStateError' ? 'This device already has a passkey for your account.' : PASSKEY_CANCELLED);
    throw error;
  }
}
class CeremonyError extends Error {}

/** Options from the server, the browser's passkey dialog, then the new passkey saved under `name`. */
export async function addPasskey(userId: string, name: string): Promise<AccountCallResult<{ message: string; passkey: Passkey }>> {
  const result = await accountCall({ offline: PASSKEYS_OFFLINE, failed: PASSKEY_FAILED }, async () => {
    const { startRegistration } = await import('@simplewebauthn/browser');
    const { challengeId, options } = await api.post<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>('/api/users/passkeys/options');
    const credential = await ceremony(() => startRegistration({ optionsJSON: options }));
    return api.post<{ message: string; passkey: Passkey }>('/api/users/passkeys', { name, challengeId, credential });
  }).catch((error: unknown) => ({ ok: false as const, message: error instanceof CeremonyError ? error.message : PASSKEY_FAILED, issues: [] }));
  invalidateOnline(passkeysKey(userId));
  return result;
}

export async function renamePasskey(userId: string, id: string, name: string) {
  const result = await accountCall({ offline: PASSKEYS_OFFLINE, failed: PASSKEY_FAILED }, () => api.put<{ message: string }>(`/api/users/passkeys/${encodeURIComponent(id)}`, { name }));
  invalidateOnline(passkeysKey(userId));
  return result;
}

export async function removePasskey(userId: string, id: string) {
  const result = await accountCall({ offline: PASSKEYS_OFFLINE, failed: PASSKEY_FAILED }, () => api.delete<{ message: string }>(`/api/users/passkeys/${encodeURIComponent(id)}`));
  invalidateOnline(passkeysKey(userId));
  return result;
}

/** "Sign in with a passkey": no roll number, the authenticator offers the account's passkey. */
export async function signInWithPasskey(): Promise<LoginResult> {
  if (!passkeysSupported()) return { ok: false, message: NO_PASSKEYS_HERE, issues: [] };
  await flushPendingLogout();
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    const { challengeId, options } = await api.post<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>('/api/users/auth/passkey/options', undefined, { noRefresh: true });
    const credential = await ceremony(() => startAuthentication({ optionsJSON: options }));
    return signedInFrom(await api.post<LoginBody>('/api/users/auth/passkey', { challengeId, credential }, { noRefresh: true }), LOGIN_SUCCESS_MESSAGE);
  } catch (error) {
    if (error instanceof CeremonyError) return { ok: false, message: error.message, issues: [] };
    return signInFailure(error, SIGN_IN_FAILED);
  }
}

/**
 * One of the signed-in account's own passkeys answering a fresh challenge, to send in place of the
 * password (deleting the account). Throws with a message a member reads when it cannot be had.
 */
export async function passkeyProof(): Promise<{ challengeId: string; credential: unknown }> {
  if (!passkeysSupported()) throw new Error(NO_PASSKEYS_HERE);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { challengeId, options } = await api.post<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>('/api/users/passkeys/confirm-options');
  const credential = await ceremony(() => startAuthentication({ optionsJSON: options }));
  return { challengeId, credential };
}

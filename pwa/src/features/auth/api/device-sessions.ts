import type { DeviceSessionList, OtherDevicesSignedOut } from '#domain/accounts/device-sessions.ts';
import { DEVICE_SIGNED_OUT } from '#domain/accounts/device-sessions.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';

export const DEVICES_OFFLINE = 'You are offline. Your devices are listed, and signed out, only with a connection.';
const SIGN_OUT_FAILED = 'The device could not be signed out. Please try again.';

/** The query key of an account's device list: what signing one out loads again. */
export const devicesKey = (userId: string) => `sessions:${userId}`;

/** GET /api/users/sessions: the account's signed-in devices, this one first. */
export const fetchDevices = (signal: AbortSignal) => api.get<DeviceSessionList>('/api/users/sessions', { signal });

export type SignOutResult = { ok: boolean; message: string };

async function signOut(userId: string, call: () => Promise<string>): Promise<SignOutResult> {
  if (!navigator.onLine) return { ok: false, message: DEVICES_OFFLINE };
  try {
    return { ok: true, message: await call() };
  } catch (error) {
    return { ok: false, message: error instanceof HttpError ? (error.serverMessage ?? SIGN_OUT_FAILED) : SIGN_OUT_FAILED };
  } finally {
    invalidateOnline(devicesKey(userId));
  }
}

/** DELETE /api/users/sessions/:id: one of the account's other devices. */
export const signOutDevice = (userId: string, sessionId: string) =>
  signOut(userId, async () => {
    await api.delete(`/api/users/sessions/${encodeURIComponent(sessionId)}`);
    return DEVICE_SIGNED_OUT;
  });

/** DELETE /api/users/sessions: every device but this one. */
export const signOutOtherDevices = (userId: string) =>
  signOut(userId, async () => (await api.delete<OtherDevicesSignedOut>('/api/users/sessions')).message);

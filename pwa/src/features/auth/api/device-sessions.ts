import type { DeviceSessionList, OtherDevicesSignedOut } from '#domain/accounts/device-sessions.ts';
import { DEVICE_SIGNED_OUT } from '#domain/accounts/device-sessions.ts';
import { api } from '#pwa/lib/api-client.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { accountCall } from './account-call.ts';

export const DEVICES_OFFLINE = 'You are offline. Your devices are listed, and signed out, only with a connection.';
const SIGN_OUT_FAILED = 'The device could not be signed out. Please try again.';

/** The query key of an account's device list: what signing one out loads again. */
export const devicesKey = (userId: string) => `sessions:${userId}`;

/** GET /api/users/sessions: the account's signed-in devices, this one first. */
export const fetchDevices = (signal: AbortSignal) => api.get<DeviceSessionList>('/api/users/sessions', { signal });

export type SignOutResult = { ok: boolean; message: string };

async function signOut(userId: string, call: () => Promise<string>): Promise<SignOutResult> {
  const result = await accountCall({ offline: DEVICES_OFFLINE, failed: SIGN_OUT_FAILED }, call);
  invalidateOnline(devicesKey(userId));
  return result.ok ? { ok: true, message: result.value } : result;
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

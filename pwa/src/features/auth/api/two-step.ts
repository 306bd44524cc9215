import type { TotpConfirmed, TotpSetup, TwoStepState } from '#domain/accounts/two-step.ts';
import { api } from '#pwa/lib/api-client.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { accountCall } from './account-call.ts';
import { signedInFrom, signInFailure, LOGIN_SUCCESS_MESSAGE, type LoginBody, type LoginResult } from './login.ts';

export const TWO_STEP_OFFLINE = 'You are offline. Two-step sign-in is set up, and turned off, only with a connection.';
const FAILED = 'That did not work. Please try again.';

export const twoStepKey = (userId: string) => `two-step:${userId}`;
export const fetchTwoStep = (signal: AbortSignal) => api.get<TwoStepState>('/api/users/two-step', { signal });

/** POST /api/users/auth/second-step: the password's proof and a code from the app (or a recovery code). */
export async function submitSecondStep(input: { token: string; code: string }): Promise<LoginResult> {
  try {
    return signedInFrom(await api.post<LoginBody>('/api/users/auth/second-step', input, { noRefresh: true }), LOGIN_SUCCESS_MESSAGE);
  } catch (error) {
    return signInFailure(error, FAILED);
  }
}

const call = async <T>(userId: string, run: () => Promise<T>) => {
  const result = await accountCall({ offline: TWO_STEP_OFFLINE, failed: FAILED }, run);
  invalidateOnline(twoStepKey(userId));
  return result;
};

// Nothing the section shows changes until the code is confirmed.
export const startTotpSetup = () => accountCall({ offline: TWO_STEP_OFFLINE, failed: FAILED }, () => api.post<TotpSetup>('/api/users/totp/setup'));
export const confirmTotp = (userId: string, code: string) => call(userId, () => api.post<TotpConfirmed>('/api/users/totp/confirm', { code }));
export const turnOffTotp = (userId: string, password: string) => call(userId, () => api.delete<{ message: string }>('/api/users/totp', { password }));

export const fetchSecurity = (signal: AbortSignal) => api.get<{ requireAdminSecondStep: boolean }>('/api/admin/security', { signal });
export const saveSecurity = (userId: string, requireAdminSecondStep: boolean) =>
  call(userId, async () => {
    const saved = await api.put<{ message: string }>('/api/admin/security', { requireAdminSecondStep });
    invalidateOnline('security');
    return saved;
  });

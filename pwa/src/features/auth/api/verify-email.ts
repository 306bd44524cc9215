import { postCode } from './verify-code.ts';

export const EMAIL_VERIFIED_MESSAGE = 'Verification successful! Redirecting...';

/** POST /api/users/verify/{email}: checks the newest code mailed to that address; answers like verifyCode. */
export const verifyEmail = (email: string, code: string) =>
  postCode(`/api/users/verify/${encodeURIComponent(email)}`, code, EMAIL_VERIFIED_MESSAGE);

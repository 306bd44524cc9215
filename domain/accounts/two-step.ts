import * as v from 'valibot';
import { requiredText } from '../validation.ts';

/**
 * Issue 53, "Two-step sign-in for admins": after the password, a code from an authenticator app
 * (TOTP) or a one-time recovery code; or a passkey, which is both steps at once.
 */
export type SecondStepMethod = 'totp' | 'recovery-code' | 'passkey';

/** A password login that needs its second step answers 401 with this (code 'second_step_required'). */
export type SecondStepRequired = { message: string; code: 'second_step_required'; secondStep: { token: string; methods: SecondStepMethod[] } };

/** GET /api/users/two-step: the account's second step and the college's rule. */
export type TwoStepState = { totp: boolean; since: string | null; recoveryCodesLeft: number; passkeys: number; requiredByCollege: boolean };
/** POST /api/users/totp/setup: the secret to put in the app (as text and as the otpauth:// URI a QR code shows). */
export type TotpSetup = { secret: string; otpauthUri: string };
/** POST /api/users/totp/confirm: the recovery codes, shown this once. */
export type TotpConfirmed = { message: string; recoveryCodes: string[] };

export const RECOVERY_CODE_COUNT = 10;

const CODE_REQUIRED = 'Please enter the code';
export const TotpCodeSchema = v.object({
  code: requiredText(v.pipe(v.string(CODE_REQUIRED), v.trim(), v.nonEmpty(CODE_REQUIRED), v.regex(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows'))),
});
export const SecondStepSchema = v.object({
  token: v.pipe(v.string('Please sign in again'), v.nonEmpty('Please sign in again'), v.maxLength(2048)),
  code: requiredText(v.pipe(v.string(CODE_REQUIRED), v.trim(), v.nonEmpty(CODE_REQUIRED), v.maxLength(20, 'That code is not right.'))),
});
export const RequireSecondStepSchema = v.object({ requireAdminSecondStep: v.boolean('Must be true or false') });

export const SECOND_STEP_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const SECOND_STEP_PASSKEY_ONLY = 'The college requires a second step for admins: sign in with your passkey instead of your password.';
export const SECOND_STEP_WRONG = 'That code is not right.';
export const SECOND_STEP_EXPIRED = 'Your sign-in took too long. Please enter your password again.';
export const SECOND_STEP_TOO_MANY = 'Too many wrong codes. Please wait 15 minutes and try again.';
export const TOTP_ONLY_ADMINS = 'Two-step sign-in with an authenticator app is for admin accounts.';
export const TOTP_ALREADY_ON = 'Two-step sign-in is already on. Turn it off first to move it to another app.';
export const TOTP_NOT_SET_UP = 'Start setting up two-step sign-in again: scan the new code.';
export const TOTP_ON = 'Two-step sign-in is on. Keep your recovery codes somewhere safe.';
export const TOTP_OFF = 'Two-step sign-in is off.';
export const TOTP_REQUIRED_BY_COLLEGE = 'The college requires a second step for admins: add a passkey before you turn the authenticator app off.';
export const adminsWithoutSecondStep = (names: string[]) =>
  `Every admin needs a second step first, so nobody is locked out. Not yet: ${names.join(', ')}.`;
export const requirementSaved = (on: boolean) => (on ? 'Every admin now needs a second step to sign in.' : 'Admins no longer need a second step to sign in.');

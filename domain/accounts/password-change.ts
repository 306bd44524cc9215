import * as v from 'valibot';
import { requiredText } from '../validation.ts';
import { SignupPasswordSchema } from './password-rules.ts';

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';
export const SAME_PASSWORD = 'Choose a new password, not the one you have now.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
export const PASSWORD_CHANGE_TOO_MANY = 'Too many wrong tries. Please wait 15 minutes and try again.';

/** PUT /api/users/password (settings): the current password, a new one under signup's rules. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: requiredText(v.pipe(v.string(CURRENT_PASSWORD_REQUIRED), v.nonEmpty(CURRENT_PASSWORD_REQUIRED), v.maxLength(128, CURRENT_PASSWORD_WRONG))),
    password: SignupPasswordSchema,
    /** Ends every other session of the account (the settings page offers it, checked). */
    signOutOtherDevices: v.optional(v.boolean('signOutOtherDevices must be true or false'), false),
  }),
  v.forward(
    v.check((input) => input.currentPassword !== input.password, SAME_PASSWORD),
    ['password'],
  ),
);

export type ChangePassword = v.InferOutput<typeof ChangePasswordSchema>;

import * as v from 'valibot';
import { requiredText } from '../validation.ts';
import { RollNumberOrEmail } from './login.ts';
import { SignupPasswordSchema } from './password-rules.ts';

/** POST /api/users/password/forgot: the account, by roll number or e-mail, as the login form takes it. */
export const ForgotPasswordSchema = v.object({ rollNumberOrEmail: RollNumberOrEmail });

export const RESET_CODE_REQUIRED = 'Please enter the 6-digit code from the e-mail';

/** A 6-digit code mailed to an account, typed or pasted (a number is taken too). */
export const MailedCode = requiredText(
  v.pipe(
    v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], RESET_CODE_REQUIRED),
    v.trim(),
    v.nonEmpty(RESET_CODE_REQUIRED),
    v.regex(/^\d{6}$/, 'The code is the 6 digits in the e-mail'),
  ),
);

/** POST /api/users/password/reset: the same account, the mailed code and a new password under signup's rules. */
export const ResetPasswordSchema = v.object({
  rollNumberOrEmail: RollNumberOrEmail,
  code: MailedCode,
  password: SignupPasswordSchema,
});

export type ForgotPassword = v.InferOutput<typeof ForgotPasswordSchema>;
export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

// The same words whether or not an account matches (no enumeration: docs/decisions/0140).
export const RESET_CODE_SENT = 'If an account matches, a 6-digit code is on its way to its e-mail address. It works for 15 minutes.';
export const RESET_CODE_INVALID = 'This code is not valid: it may be mistyped, older than 15 minutes, or used up after 5 tries. Check it or ask for a new one.';
export const RESET_TOO_MANY = 'Too many codes asked for. Please wait 15 minutes and try again.';
export const RESET_TRIES_TOO_MANY = 'Too many tries. Please wait 15 minutes and try again.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You are signed in.';

// The office sends a member a code from the student list (issue 53); it never sees or sets one.
export const ADMIN_RESET_SENT = 'A password reset code is on its way to the e-mail address of this account. It works for 15 minutes.';
export const ADMIN_RESET_NO_ACCOUNT = 'This student has not signed up yet: there is no password to reset.';
export const ADMIN_RESET_TOO_MANY = 'This account was sent 3 codes in the last 15 minutes. Please wait before sending another.';

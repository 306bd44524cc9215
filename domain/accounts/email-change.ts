import * as v from 'valibot';
import { requiredText } from '../validation.ts';
import { MailedCode } from './password-reset.ts';

export const EMAIL_REQUIRED = 'Please enter your new e-mail address';

/** POST /api/users/email: the new address, lower-cased as every account's address is kept. */
export const NewEmailSchema = v.object({
  email: requiredText(
    v.pipe(
      v.string(EMAIL_REQUIRED),
      v.trim(),
      v.nonEmpty(EMAIL_REQUIRED),
      v.maxLength(254, 'Incorrect Email Format'),
      v.email('Invalid email address'),
      v.toLowerCase(),
    ),
  ),
});

/** POST /api/users/email/verify: the code mailed to the new address. */
export const EmailCodeSchema = v.object({ code: MailedCode });

/** POST /api/users/email/undo: the token from the link mailed to the old address. */
export const UndoEmailSchema = v.object({
  token: requiredText(v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/, 'This link is not valid.'))),
});

export type NewEmail = v.InferOutput<typeof NewEmailSchema>;

export const emailCodeSent = (email: string) => `A 6-digit code is on its way to ${email}. Enter it here within 15 minutes: your address changes only then.`;
export const SAME_EMAIL = 'This is already your e-mail address.';
// One message for another account's address and another student's college record (ADR 0140).
export const EMAIL_TAKEN = 'This e-mail address belongs to another account or student. Choose another.';
export const EMAIL_CHANGE_TOO_MANY = 'Too many e-mail changes asked for. Please wait 15 minutes and try again.';
export const EMAIL_CODE_INVALID = 'This code is not valid: it may be mistyped, older than 15 minutes, or used up after 5 tries. Check it or ask for a new one.';
export const emailChanged = (email: string) => `Your e-mail address is now ${email}. Sign in with it from now on.`;
export const UNDO_INVALID = 'This link is not valid any more: it may have been used already, or be more than 7 days old.';
export const emailRestored = (email: string) =>
  `Your e-mail address is ${email} again, and every device was signed out. Sign in with it; if you did not make the change, reset your password.`;

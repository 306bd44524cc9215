import * as v from 'valibot';
import { requiredText } from '../validation.ts';

/** How long a deleted account waits, deactivated, before it is erased (issue 53). */
export const ERASE_AFTER_DAYS = 14;

export const DELETE_PASSWORD_REQUIRED = 'Please enter your password to delete your account';

/** DELETE /api/users/me: the password again, so a device left signed in cannot delete the account. */
export const DeleteAccountSchema = v.object({
  password: requiredText(v.pipe(v.string(DELETE_PASSWORD_REQUIRED), v.nonEmpty(DELETE_PASSWORD_REQUIRED), v.maxLength(128, 'Your password is not right.'))),
});

export const DELETE_PASSWORD_WRONG = 'Your password is not right.';
export const DELETE_TOO_MANY = 'Too many wrong tries. Please wait 15 minutes and try again.';
export const ADMIN_CANNOT_DELETE = 'An admin account is not deleted from its settings: another admin closes it.';
/** The day an account is erased, as India's office reads it: '13 December 2026'. */
export const eraseDay = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
export const deletionScheduled = (eraseAfter: Date | string) =>
  `Your account is deactivated and will be erased on ${eraseDay(eraseAfter)}. Sign in before then and choose "Keep my account" to stop it.`;
export const ACCOUNT_KEPT = 'Your account is active again: nothing will be erased.';
export const NOTHING_TO_KEEP = 'Your account is not waiting to be deleted.';
/** What others see in place of an erased (or deactivated) member. */
export const FORMER_MEMBER = 'Former member';

/** The office closes an account on its member's request (issue 53): why, for the audit log. */
export const CloseAccountSchema = v.object({
  reason: requiredText(v.pipe(v.string('Please say why'), v.trim(), v.nonEmpty('Please say why'), v.maxLength(500, 'Must be at most 500 characters'))),
});
export const NOT_A_MEMBER_ACCOUNT = 'This student has no account to close.';
export const ALREADY_DEACTIVATED = 'This account is already deactivated.';
export const accountDeactivatedByOffice = (eraseAfter: Date | string) => `The account is deactivated and will be erased on ${eraseDay(eraseAfter)}, unless its member signs in and keeps it.`;
export const ACCOUNT_ERASED = 'The account is erased: the roster record stays, and the roll number may sign up again.';

import * as v from 'valibot';
import { requiredText } from '../validation.ts';
import { SignupPasswordSchema } from './password-rules.ts';
import { RollNumberSchema } from './roll-number.ts';

/** Step 1: the roll number to verify. */
export const RollVerificationSchema = v.object({ rollNumber: RollNumberSchema });

export const CODE_REQUIRED_MESSAGE = 'Please enter verification code';
export const INVALID_CODE_MESSAGE = 'Invalid verification code. Please try again.';

/** Step 2 and the e-mail verification page: the code, 4 to 6 digits as the input allows. */
export const CodeSchema = v.object({
  code: requiredText(
    v.pipe(
      v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))], CODE_REQUIRED_MESSAGE),
      v.trim(),
      v.nonEmpty(CODE_REQUIRED_MESSAGE),
      v.regex(/^\d{4,6}$/, INVALID_CODE_MESSAGE),
    ),
  ),
});

/**
 * Step 3: the server takes the profile from the roster, so only the password and the proof of the
 * verified code (signupToken) matter; the other spec fields may be sent and are ignored.
 */
export const SignupSchema = v.object({
  signupToken: v.optional(v.string(), ''),
  rollNumber: v.optional(v.union([v.string(), v.number()])),
  password: SignupPasswordSchema,
});

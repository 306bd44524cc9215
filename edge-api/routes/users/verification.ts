import type { Context } from 'hono';
import { RollNumberSchema } from '#domain/accounts/roll-number.ts';
import { CodeSchema, INVALID_CODE_MESSAGE } from '#domain/accounts/signup.ts';
import { emailField } from '#domain/contact.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { check, readJson } from '#api/http/read-body.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { setSignupCookie } from '#api/auth/cookies.ts';
import { SIGNUP_TTL_S, signSignupToken } from '#api/auth/tokens.ts';
import { checkCode, issueCode, type CodeCheck } from '#api/auth/verification-codes.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { findRoster, toVerifiedRecord } from '#api/users/roster-record.ts';
import { maskEmail } from '#api/users/user-view.ts';

const SEND_WINDOW_MS = 15 * 60_000;
const MAX_SENDS = 3;
const ACCOUNT_EXISTS = 'An account already exists for this roll number. Please log in.';
// docs/decisions/0056: the link in the e-mail carries the signup on in its own tab.
const CODE_USED_MESSAGE = 'This code has already been used. If you opened the link in the e-mail, finish signing up there, or request a new code.';

/** POST /api/users/verify/{rollNumber}: mails a code to the roster's address for that roll number. */
export const sendCode = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rollNumber = check(RollNumberSchema, c.req.param('value'));
  const sql = c.var.sql;
  const now = deps.clock.now();
  const roster = await findRoster(sql, { rollNumber });
  if (!roster) {
    throw new ApiError(404, 'This roll number is not in the college records. Please check it or contact the alumni office.', 'unknown_roll');
  }
  if (roster.has_account) throw new ApiError(409, ACCOUNT_EXISTS, 'account_exists');
  await sql.begin(async (tx) => {
    // The claim holds the bucket's lock until the code and its mail are written.
    if (!(await claimAttempt(tx, [{ bucket: `code-send:${rollNumber}`, max: MAX_SENDS, windowMs: SEND_WINDOW_MS }], now)).ok) {
      throw new ApiError(429, 'Too many codes requested for this roll number. Please wait 15 minutes and try again.', 'rate_limited');
    }
    const code = await issueCode(tx, deps.config.jwtSecret, roster, now);
    await effectQueue(tx, { now, secret: deps.config.jwtSecret }).enqueue({
      kind: 'mail',
      template: 'verification-code',
      to: roster.email,
      fullName: roster.full_name,
      verifyUrl: `${deps.config.appUrl}/verify/${encodeURIComponent(roster.email)}`,
      code,
    });
  });
  return c.json({
    message: 'Verification code sent to your registered email',
    data: { rollNumber: Number(rollNumber), email: maskEmail(roster.email) },
  });
};

/** POST /api/users/verify/{rollNumber}/code: checks the code; success returns the record and a signup token. */
export const verifyRollCode = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rollNumber = check(RollNumberSchema, c.req.param('value'));
  const { code } = await readJson(c, CodeSchema);
  const roster = await findRoster(c.var.sql, { rollNumber });
  if (!roster) throw new ApiError(400, INVALID_CODE_MESSAGE, 'invalid_code');
  return answerCheck(c, deps, await checkCode(c.var.sql, deps.config.jwtSecret, { rosterId: roster.id }, code, deps.clock.now()), 'Email verified successfully!');
};

/** POST /api/users/verify/{email}: the same check, for the address the code was mailed to. */
export const verifyEmailCode = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const email = check(emailField, c.req.param('value'));
  const { code } = await readJson(c, CodeSchema);
  const result = await checkCode(c.var.sql, deps.config.jwtSecret, { email }, code, deps.clock.now());
  return answerCheck(c, deps, result, 'Verification successful! Redirecting...');
};

async function answerCheck(c: Context<AppEnv>, deps: AppDeps, result: CodeCheck, message: string) {
  if (!result.ok) {
    const messages = {
      none: INVALID_CODE_MESSAGE,
      wrong: INVALID_CODE_MESSAGE,
      used: CODE_USED_MESSAGE,
      expired: 'This verification code has expired. Please request a new one.',
      exhausted: 'Too many wrong attempts. Please request a new code.',
    } as const;
    throw new ApiError(400, messages[result.reason], `code_${result.reason}`);
  }
  const roster = (await findRoster(c.var.sql, { id: result.rosterId }))!;
  const signupToken = await signSignupToken(deps.config.jwtSecret, roster.roll_number, deps.clock.now());
  setSignupCookie(c, deps.config, signupToken, SIGNUP_TTL_S);
  return c.json({ message, data: toVerifiedRecord(roster), signupToken });
}

import type { Context } from 'hono';
import {
  RECOVERY_CODE_COUNT,
  SECOND_STEP_EXPIRED,
  SECOND_STEP_TOO_MANY,
  SECOND_STEP_WRONG,
  SecondStepSchema,
  TOTP_ALREADY_ON,
  TOTP_NOT_SET_UP,
  TOTP_OFF,
  TOTP_ON,
  TOTP_ONLY_ADMINS,
  TOTP_REQUIRED_BY_COLLEGE,
  TotpCodeSchema,
  type TotpConfirmed,
  type TotpSetup,
  type TwoStepState,
} from '#domain/accounts/two-step.ts';
import { DELETE_PASSWORD_WRONG, DELETE_TOO_MANY, DeleteAccountSchema } from '#domain/accounts/account-deletion.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { claimAttempt, releaseAttempt } from '#api/auth/rate-limit.ts';
import { recheckPassword } from '#api/auth/recheck-password.ts';
import { checkSecondStep, newRecoveryCode, recoveryCodeHash, totpSealContext } from '#api/auth/second-step.ts';
import { verifySecondStepToken } from '#api/auth/tokens.ts';
import { mailSignInChange } from '#api/auth/sign-in-change-mail.ts';
import { base32, fromBase32, matchTotp, otpauthUri } from '#api/auth/totp.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { open, seal } from '#api/outbox/seal.ts';
import { findUserBy } from '#api/users/user-view.ts';
import { signedIn } from './login.ts';

const WRONG_CODES = { max: 5, windowMs: 15 * 60_000 };

function adminOnly(c: Context<AppEnv>) {
  if (c.var.user!.role !== 'admin') throw new ApiError(403, TOTP_ONLY_ADMINS, 'forbidden');
  return c.var.user!;
}

/** GET /api/users/two-step: whether the account has an authenticator app, and what the college asks. */
export const twoStepState = () => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const [row] = await c.var.sql<{ since: Date | null; left: number; passkeys: number; required: boolean }[]>`
    select (select confirmed_at from totp_factors where user_id = ${me.id}) as since,
      (select count(*)::int from recovery_codes where user_id = ${me.id} and used_at is null) as left,
      (select count(*)::int from passkeys where user_id = ${me.id}) as passkeys,
      (select require_admin_second_step from security_settings where id) as required`;
  const body: TwoStepState = { totp: row!.since !== null, since: row!.since?.toISOString() ?? null, recoveryCodesLeft: row!.left, passkeys: row!.passkeys, requiredByCollege: row!.required };
  return c.json(body);
};

/** POST /api/users/totp/setup: a new secret for the app, kept unconfirmed until a code from it is given. */
export const setUpTotp = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = adminOnly(c);
  const now = deps.clock.now();
  const [user] = await c.var.sql<{ email: string }[]>`select email from users where id = ${me.id}`;
  const secret = base32(crypto.getRandomValues(new Uint8Array(20)));
  const sealed = await seal(deps.config.jwtSecret, secret, totpSealContext(me.id));
  const [row] = await c.var.sql`
    insert into totp_factors (user_id, secret_sealed, created_at) values (${me.id}, ${sealed}, ${now})
    on conflict (user_id) do update set secret_sealed = excluded.secret_sealed, created_at = excluded.created_at, last_step = 0
      where totp_factors.confirmed_at is null
    returning user_id`;
  if (!row) throw new ApiError(409, TOTP_ALREADY_ON, 'already_on');
  const body: TotpSetup = { secret, otpauthUri: otpauthUri(secret, user!.email, 'Alumni Portal') };
  return c.json(body);
};

/** POST /api/users/totp/confirm { code }: the app works; two-step sign-in is on, with ten recovery codes shown once. */
export const confirmTotp = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = adminOnly(c);
  const { code } = await readJson(c, TotpCodeSchema);
  const now = deps.clock.now();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await c.var.sql.begin(async (tx) => {
    const [factor] = await tx<{ secret_sealed: string }[]>`select secret_sealed from totp_factors where user_id = ${me.id} and confirmed_at is null for update`;
    if (!factor) throw new ApiError(409, TOTP_NOT_SET_UP, 'not_set_up');
    const claim = await claimAttempt(tx, [{ bucket: `totp-confirm:${me.id}`, ...WRONG_CODES }], now);
    if (!claim.ok) throw new ApiError(429, SECOND_STEP_TOO_MANY, 'rate_limited');
    const secret = fromBase32(await open(deps.config.jwtSecret, factor.secret_sealed, totpSealContext(me.id)));
    const step = await matchTotp(secret, code, now, 0);
    if (step === null) throw new ApiError(400, SECOND_STEP_WRONG, 'invalid_code', [{ path: 'code', message: SECOND_STEP_WRONG }]);
    await tx`update totp_factors set confirmed_at = ${now}, last_step = ${step} where user_id = ${me.id}`;
    await tx`delete from recovery_codes where user_id = ${me.id}`;
    await tx`insert into recovery_codes ${tx(codes.map((one) => ({ user_id: me.id, code_hash: recoveryCodeHash(deps.config.jwtSecret, one) })))}`;
    await recordAudit(tx, { adminId: me.id, action: 'account.two-step-on', targetKind: 'user', targetId: me.id }, now);
    await mailSignInChange(tx, { userId: me.id, change: 'two-step-on', now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
  });
  const body: TotpConfirmed = { message: TOTP_ON, recoveryCodes: codes };
  return c.json(body);
};

/** DELETE /api/users/totp { password }: off again, unless the college requires it and no passkey stands in. */
export const turnOffTotp = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = adminOnly(c);
  const { password } = await readJson(c, DeleteAccountSchema);
  const now = deps.clock.now();
  await recheckPassword(c.var.sql, { userId: me.id, password, now, purpose: 'two-step-off', field: 'password', wrong: DELETE_PASSWORD_WRONG, tooMany: DELETE_TOO_MANY });
  await c.var.sql.begin(async (tx) => {
    const [rule] = await tx<{ required: boolean; passkeys: number }[]>`
      select (select require_admin_second_step from security_settings where id) as required, (select count(*)::int from passkeys where user_id = ${me.id}) as passkeys`;
    if (rule!.required && rule!.passkeys === 0) throw new ApiError(409, TOTP_REQUIRED_BY_COLLEGE, 'required');
    await tx`delete from totp_factors where user_id = ${me.id}`;
    await tx`delete from recovery_codes where user_id = ${me.id}`;
    await recordAudit(tx, { adminId: me.id, action: 'account.two-step-off', targetKind: 'user', targetId: me.id }, now);
    await mailSignInChange(tx, { userId: me.id, change: 'two-step-off', now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
  });
  return c.json({ message: TOTP_OFF });
};

/** POST /api/users/auth/second-step { token, code }: the password's proof and a code sign the admin in. */
export const secondStepSignIn = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { token, code } = await readJson(c, SecondStepSchema);
  const now = deps.clock.now();
  const userId = await verifySecondStepToken(deps.config.jwtSecret, token, now);
  if (!userId) throw new ApiError(401, SECOND_STEP_EXPIRED, 'second_step_expired');
  const ok = await c.var.sql.begin(async (tx) => {
    const buckets = [{ bucket: `second-step:${userId}`, ...WRONG_CODES }];
    const claim = await claimAttempt(tx, buckets, now);
    if (!claim.ok) throw new ApiError(429, SECOND_STEP_TOO_MANY, 'rate_limited');
    const right = await checkSecondStep(tx, { userId, code, secret: deps.config.jwtSecret, now });
    // Only wrong codes count towards the limit.
    if (right) await releaseAttempt(tx, buckets, now);
    return right;
  });
  if (!ok) throw new ApiError(401, SECOND_STEP_WRONG, 'invalid_code', [{ path: 'code', message: SECOND_STEP_WRONG }]);
  const row = await findUserBy(c.var.sql, { id: userId });
  if (!row) throw new ApiError(401, SECOND_STEP_EXPIRED, 'second_step_expired');
  return signedIn(c, deps, row, now);
};

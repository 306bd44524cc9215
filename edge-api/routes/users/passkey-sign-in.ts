import type { Context } from 'hono';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransport } from '@simplewebauthn/server';
import { PASSKEY_SIGN_IN_FAILED, PasskeySignInSchema } from '#domain/accounts/passkeys.ts';
import { isSuspended, suspendedMessage } from '#domain/moderation/suspension.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { claimAttempt } from '#api/auth/rate-limit.ts';
import { issueChallenge, takeChallenge } from '#api/auth/webauthn.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';
import { findUserBy } from '#api/users/user-view.ts';
import { signedIn } from './login.ts';
import { partyOf } from './passkeys.ts';

/** Sign-in ceremonies one address may start in the window: a campus shares one, so it is generous. */
const STARTS_PER_ADDRESS = { max: 60, windowMs: 15 * 60_000 };
const failed = () => new ApiError(401, PASSKEY_SIGN_IN_FAILED, 'invalid_credentials');

/**
 * POST /api/users/auth/passkey/options: a challenge for any passkey of this site (no account
 * named: the authenticator offers the discoverable credentials it holds).
 */
export const passkeySignInOptions = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const party = partyOf(deps);
  const now = deps.clock.now();
  const challengeId = await c.var.sql.begin(async (tx) => {
    const claim = await claimAttempt(tx, [{ bucket: `passkey-start:${deps.clientAddress(c)}`, ...STARTS_PER_ADDRESS }], now);
    if (!claim.ok) throw new ApiError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.', 'rate_limited');
    const options = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: 'preferred' });
    return { id: await issueChallenge(tx, { challenge: options.challenge, purpose: 'sign-in', userId: null, now }), options };
  });
  return c.json({ challengeId: challengeId.id, options: challengeId.options });
};

/**
 * POST /api/users/auth/passkey { challengeId, credential }: signs in the passkey's account, answering
 * as the password login does. Every failure is the same 401.
 */
export const passkeySignIn = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const party = partyOf(deps);
  const input = await readJson(c, PasskeySignInSchema);
  const now = deps.clock.now();
  const challenge = await takeChallenge(c.var.sql, { id: input.challengeId, purpose: 'sign-in', userId: null, now });
  if (!challenge) throw failed();
  const [key] = await c.var.sql<{ id: string; user_id: string; credential_id: string; public_key: Uint8Array; counter: string; transports: AuthenticatorTransport[] }[]>`
    select id, user_id, credential_id, public_key, counter, transports from passkeys where credential_id = ${input.credential.id}`;
  if (!key) throw failed();
  const verified = await verifyAuthenticationResponse({
    response: input.credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    credential: { id: key.credential_id, publicKey: new Uint8Array(key.public_key), counter: Number(key.counter), transports: key.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw failed();
  const row = await findUserBy(c.var.sql, { id: key.user_id });
  if (!row) throw failed();
  if (isSuspended(row, now)) throw new ApiError(403, suspendedMessage(row.suspended_until, row.suspended_reason), 'suspended');
  await c.var.sql`update passkeys set counter = ${verified.authenticationInfo.newCounter}, last_used_at = ${now} where id = ${key.id}`;
  return signedIn(c, deps, row, now);
};

import type { Context } from 'hono';
import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON, type AuthenticatorTransport } from '@simplewebauthn/server';
import { NO_PASSKEYS, PASSKEY_SIGN_IN_FAILED, PasskeySignInSchema } from '#domain/accounts/passkeys.ts';
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

type Assertion = { challengeId: string; credential: { id: string } };

/**
 * Checks a passkey's answer to a challenge: the challenge spent for sign-in (and, with `userId`, for
 * that account, which must own the passkey), the signature and origin verified, the counter moved
 * on. The passkey's account id, or null for any failure.
 */
export async function verifyPasskeyAssertion(c: Context<AppEnv>, deps: AppDeps, input: Assertion, userId: string | null, now: Date): Promise<string | null> {
  const party = partyOf(deps);
  const challenge = await takeChallenge(c.var.sql, { id: input.challengeId, purpose: 'sign-in', userId, now });
  if (!challenge) return null;
  const [key] = await c.var.sql<{ id: string; user_id: string; credential_id: string; public_key: Uint8Array; counter: string; transports: AuthenticatorTransport[] }[]>`
    select id, user_id, credential_id, public_key, counter, transports from passkeys where credential_id = ${input.credential.id}`;
  if (!key || (userId !== null && key.user_id !== userId)) return null;
  const verified = await verifyAuthenticationResponse({
    response: input.credential as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    credential: { id: key.credential_id, publicKey: new Uint8Array(key.public_key), counter: Number(key.counter), transports: key.transports },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return null;
  await c.var.sql`update passkeys set counter = ${verified.authenticationInfo.newCounter}, last_used_at = ${now} where id = ${key.id}`;
  return key.user_id;
}

/**
 * POST /api/users/auth/passkey { challengeId, credential }: signs in the passkey's account, answering
 * as the password login does. Every failure is the same 401.
 */
export const passkeySignIn = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const input = await readJson(c, PasskeySignInSchema);
  const now = deps.clock.now();
  const userId = await verifyPasskeyAssertion(c, deps, input, null, now);
  const row = userId ? await findUserBy(c.var.sql, { id: userId }) : undefined;
  if (!row) throw failed();
  if (isSuspended(row, now)) throw new ApiError(403, suspendedMessage(row.suspended_until, row.suspended_reason), 'suspended');
  return signedIn(c, deps, row, now);
};

/**
 * POST /api/users/passkeys/confirm-options: a challenge for one of the signed-in account's own
 * passkeys, to confirm it is them before something that matters (deleting the account).
 */
export const passkeyConfirmOptions = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const party = partyOf(deps);
  const me = c.var.user!;
  const keys = await c.var.sql<{ credential_id: string; transports: AuthenticatorTransport[] }[]>`select credential_id, transports from passkeys where user_id = ${me.id}`;
  if (keys.length === 0) throw new ApiError(409, NO_PASSKEYS, 'no_passkeys');
  const options = await generateAuthenticationOptions({ rpID: party.rpID, userVerification: 'preferred', allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: k.transports })) });
  const challengeId = await issueChallenge(c.var.sql, { challenge: options.challenge, purpose: 'sign-in', userId: me.id, now: deps.clock.now() });
  return c.json({ challengeId, options });
};

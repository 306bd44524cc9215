import type { Context } from 'hono';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  AddPasskeySchema,
  MAX_PASSKEYS,
  PASSKEY_ADDED,
  PASSKEY_INVALID,
  PASSKEY_NOT_FOUND,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
  PASSKEY_TOO_MANY,
  PASSKEY_LAST_SECOND_STEP,
  PASSKEYS_UNAVAILABLE,
  PasskeyNameSchema,
  type Passkey,
  type PasskeyList,
} from '#domain/accounts/passkeys.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { issueChallenge, relyingParty, takeChallenge } from '#api/auth/webauthn.ts';
import { mailSignInChange } from '#api/auth/sign-in-change-mail.ts';
import { isUniqueViolation } from '#api/db/unique-violation.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJson } from '#api/http/read-body.ts';

type PasskeyRow = { id: string; name: string; created_at: Date; last_used_at: Date | null };
const toPasskey = (row: PasskeyRow): Passkey => ({ id: row.id, name: row.name, createdAt: row.created_at.toISOString(), lastUsedAt: row.last_used_at?.toISOString() ?? null });

export function partyOf(deps: AppDeps) {
  const party = relyingParty(deps.config.appUrl);
  if (!party) throw new ApiError(409, PASSKEYS_UNAVAILABLE, 'passkeys_unavailable');
  return party;
}

/** GET /api/users/passkeys: the account's passkeys, newest first. */
export const listPasskeys = () => async (c: Context<AppEnv>) => {
  const rows = await c.var.sql<PasskeyRow[]>`select id, name, created_at, last_used_at from passkeys where user_id = ${c.var.user!.id} order by created_at desc`;
  const body: PasskeyList = { passkeys: rows.map(toPasskey) };
  return c.json(body);
};

/**
 * POST /api/users/passkeys/options: what the browser needs to make a passkey for this account (a
 * discoverable credential, so it signs in without a roll number), and the challenge's id.
 */
export const passkeyOptions = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const party = partyOf(deps);
  const me = c.var.user!;
  const [user] = await c.var.sql<{ email: string; full_name: string; roll_number: string | null }[]>`select email, full_name, roll_number from users where id = ${me.id}`;
  const existing = await c.var.sql<{ credential_id: string; transports: string[] }[]>`select credential_id, transports from passkeys where user_id = ${me.id}`;
  if (existing.length >= MAX_PASSKEYS) throw new ApiError(409, PASSKEY_TOO_MANY, 'too_many');
  const options = await generateRegistrationOptions({
    rpName: party.rpName,
    rpID: party.rpID,
    userName: user!.roll_number ?? user!.email,
    userDisplayName: user!.full_name,
    userID: new TextEncoder().encode(me.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await issueChallenge(c.var.sql, { challenge: options.challenge, purpose: 'register', userId: me.id, now: deps.clock.now() });
  return c.json({ challengeId, options });
};

/** POST /api/users/passkeys { name, challengeId, credential }: keeps the new passkey's public key. */
export const addPasskey = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const party = partyOf(deps);
  const me = c.var.user!;
  const input = await readJson(c, AddPasskeySchema);
  const now = deps.clock.now();
  const challenge = await takeChallenge(c.var.sql, { id: input.challengeId, purpose: 'register', userId: me.id, now });
  if (!challenge) throw new ApiError(400, PASSKEY_INVALID, 'invalid_passkey');
  const verified = await verifyRegistrationResponse({
    response: input.credential as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origins,
    expectedRPID: party.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw new ApiError(400, PASSKEY_INVALID, 'invalid_passkey');
  const { credential } = verified.registrationInfo;
  try {
    const row = await c.var.sql.begin(async (tx) => {
      const [count] = await tx<{ n: number }[]>`select count(*)::int as n from passkeys where user_id = ${me.id}`;
      if (count!.n >= MAX_PASSKEYS) throw new ApiError(409, PASSKEY_TOO_MANY, 'too_many');
      const [added] = await tx<PasskeyRow[]>`
        insert into passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
        values (${me.id}, ${credential.id}, ${credential.publicKey}, ${credential.counter}, ${tx.json(credential.transports ?? [])}, ${input.name}, ${now})
        returning id, name, created_at, last_used_at`;
      await recordAudit(tx, { adminId: me.id, action: 'account.passkey-add', targetKind: 'user', targetId: me.id, after: { name: input.name } }, now);
      await mailSignInChange(tx, { userId: me.id, change: 'passkey-added', name: input.name, now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
      return added!;
    });
    return c.json({ message: PASSKEY_ADDED, passkey: toPasskey(row) }, 201);
  } catch (err) {
    // The same authenticator's credential again (excludeCredentials normally stops it in the browser).
    if (isUniqueViolation(err, 'passkeys_credential_id_key')) throw new ApiError(409, PASSKEY_INVALID, 'passkey_exists');
    throw err;
  }
};

/** PUT /api/users/passkeys/:id { name }: a new name for one of the account's passkeys. */
export const renamePasskey = () => async (c: Context<AppEnv>) => {
  const id = pathId(c.req.param('id'), PASSKEY_NOT_FOUND);
  const { name } = await readJson(c, PasskeyNameSchema);
  const [row] = await c.var.sql<PasskeyRow[]>`update passkeys set name = ${name} where id = ${id} and user_id = ${c.var.user!.id} returning id, name, created_at, last_used_at`;
  if (!row) throw new ApiError(404, PASSKEY_NOT_FOUND, 'not_found');
  return c.json({ message: PASSKEY_RENAMED, passkey: toPasskey(row) });
};

/** DELETE /api/users/passkeys/:id: it signs in no more. Another account's passkey is a 404. */
export const removePasskey = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const me = c.var.user!;
  const id = pathId(c.req.param('id'), PASSKEY_NOT_FOUND);
  const now = deps.clock.now();
  const removed = await c.var.sql.begin(async (tx) => {
    const [row] = await tx<{ name: string }[]>`delete from passkeys where id = ${id} and user_id = ${me.id} returning name`;
    // Under the college's rule an admin keeps a second step: the last passkey of one without an app stays.
    if (row && me.role === 'admin') {
      const [rule] = await tx<{ locked: boolean }[]>`
        select (select require_admin_second_step from security_settings where id)
          and not exists (select 1 from totp_factors where user_id = ${me.id} and confirmed_at is not null)
          and not exists (select 1 from passkeys where user_id = ${me.id}) as locked`;
      if (rule!.locked) throw new ApiError(409, PASSKEY_LAST_SECOND_STEP, 'required');
    }
    if (row) {
      await recordAudit(tx, { adminId: me.id, action: 'account.passkey-remove', targetKind: 'user', targetId: me.id, before: { name: row.name } }, now);
      await mailSignInChange(tx, { userId: me.id, change: 'passkey-removed', name: row.name, now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
    }
    return Boolean(row);
  });
  if (!removed) throw new ApiError(404, PASSKEY_NOT_FOUND, 'not_found');
  return c.json({ message: PASSKEY_REMOVED });
};

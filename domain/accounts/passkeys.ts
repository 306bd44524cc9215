import * as v from 'valibot';
import { requiredText } from '../validation.ts';

/**
 * Issue 53, "Passkeys": WebAuthn discoverable credentials an account signs in with instead of a
 * roll number and password. The ceremonies' own shapes (options, responses) are WebAuthn's JSON,
 * as @simplewebauthn's browser and server halves exchange them.
 */
export type Passkey = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
export type PasskeyList = { passkeys: Passkey[] };

/** Passkeys one account may hold: more than anyone has devices. */
export const MAX_PASSKEYS = 20;

const NAME_REQUIRED = 'Please give the passkey a name';
export const PasskeyNameSchema = v.object({
  name: requiredText(v.pipe(v.string(NAME_REQUIRED), v.trim(), v.nonEmpty(NAME_REQUIRED), v.maxLength(60, 'Must be at most 60 characters'))),
});

/** A WebAuthn response as the browser library hands it over; its contents are checked by the server library. */
const Credential = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
  rawId: v.pipe(v.string(), v.maxLength(1024)),
  type: v.literal('public-key'),
  response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(16_384)) }),
});
export const PASSKEY_INVALID = 'That passkey could not be checked. Please try again.';
export const AddPasskeySchema = v.object({ ...PasskeyNameSchema.entries, challengeId: v.pipe(v.string(PASSKEY_INVALID), v.uuid(PASSKEY_INVALID)), credential: Credential });
export const PasskeySignInSchema = v.object({ challengeId: v.pipe(v.string(PASSKEY_INVALID), v.uuid(PASSKEY_INVALID)), credential: Credential });

export const PASSKEY_ADDED = 'Passkey added. You can sign in with it from the login page.';
export const PASSKEY_RENAMED = 'Passkey renamed.';
export const PASSKEY_REMOVED = 'Passkey removed. It no longer signs in to your account.';
export const PASSKEY_NOT_FOUND = 'That passkey is not on your account.';
export const PASSKEY_TOO_MANY = `An account may have at most ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`;
/** One message for every failed passkey sign-in: an unknown passkey, a removed one, a bad signature. */
export const PASSKEY_SIGN_IN_FAILED = 'That passkey did not sign you in. It may have been removed from your account; sign in with your password instead.';
export const PASSKEYS_UNAVAILABLE = 'Passkeys need the portal to be opened at its web address (a domain name): this server runs on a bare IP address.';
export const PASSKEY_LAST_SECOND_STEP = 'The college requires a second step for admins: set up an authenticator app before you remove your last passkey.';
export const NO_PASSKEYS = 'You have no passkeys on your account: use your password.';
export const PASSKEY_NOT_CONFIRMED = 'That passkey did not confirm it is you. Please try again, or use your password.';

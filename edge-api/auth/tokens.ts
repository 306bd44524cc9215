import { SignJWT, jwtVerify } from 'jose';
import * as v from 'valibot';
import { RollNumberSchema } from '#domain/accounts/roll-number.ts';
import type { Role } from '../deps.ts';

const ACCESS_TTL_S = 15 * 60;
export const SIGNUP_TTL_S = 15 * 60;
const ISSUER = 'alumni-portal';

const key = (secret: string) => new TextEncoder().encode(secret);
// A claim goes into a query as it is: one the database cannot read as its type would be a 500.
const isUuid = (value: unknown): value is string => v.is(v.pipe(v.string(), v.uuid()), value);

export type AccessClaims = { sub: string; role: Role; sid: string };

export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TTL_S)
    .sign(key(secret));
}

/**
 * Access tokens whose signature was already checked, by their exact text: a member sends the same
 * token on every request for 15 minutes, and WebCrypto's HMAC cost more than the rest of a small
 * request (ADR 0086). Only the signature check is skipped: expiry is checked against `now` on every
 * call, and the session behind the token is still looked up every time (authenticate.ts).
 */
const verified = new Map<string, { secret: string; claims: AccessClaims; exp: number }>();
const VERIFIED_MAX = 5_000;

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  const seconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(token);
  // jose's rule: a token is expired once `exp` is not after now.
  if (known?.secret === secret) return known.exp > seconds ? known.claims : null;
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.typ !== 'access' || !isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    if (payload.role !== 'admin' && payload.role !== 'member') return null;
    const claims: AccessClaims = { sub: payload.sub, role: payload.role, sid: payload.sid };
    if (typeof payload.exp === 'number') {
      // Oldest first out: the map keeps insertion order.
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { secret, claims, exp: payload.exp });
    }
    return claims;
  } catch {
    return null;
  }
}

/** Proof that the holder verified the code sent for this roll number; required to sign up. */
export async function signSignupToken(secret: string, rollNumber: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'signup', roll: rollNumber })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SIGNUP_TTL_S)
    .sign(key(secret));
}

export async function verifySignupToken(secret: string, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    return payload.typ === 'signup' && typeof payload.roll === 'string' && v.is(RollNumberSchema, payload.roll) ? payload.roll : null;
  } catch {
    return null;
  }
}

const SECOND_STEP_TTL_S = 5 * 60;

/** Proof that an account's password was right, for its second step (5 minutes; issue 53). */
export async function signSecondStepToken(secret: string, userId: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'second-step' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setSubject(userId).setIssuedAt(iat).setExpirationTime(iat + SECOND_STEP_TTL_S).sign(key(secret));
}

export async function verifySecondStepToken(secret: string, token: string, now: Date): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
    return payload.typ === 'second-step' && isUuid(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

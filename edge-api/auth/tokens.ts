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

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.typ !== 'access' || !isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    if (payload.role !== 'admin' && payload.role !== 'member') return null;
    return { sub: payload.sub, role: payload.role, sid: payload.sid };
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

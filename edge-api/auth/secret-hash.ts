import { createHmac, randomBytes, randomInt } from 'node:crypto';

/** Keyed hash for short secrets (codes, refresh tokens): a database leak alone does not reveal them. */
export const secretHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Six crypto-random digits. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newOpaqueToken = () => randomBytes(32).toString('base64url');

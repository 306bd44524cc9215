import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { inTurn } from './hash-turns.ts';

// docs/decisions/0061-password-hashing-on-workers.md: scrypt on Node and in workerd, N=2^15, r=8,
// p=1: 32 MiB and about 50-100 ms per hash. (WebCrypto PBKDF2 is no better there: capped at 100k
// iterations on Workers, and it too runs on the isolate's thread.)
const REAL_COST = { n: 32768, r: 8, p: 1 };
// Test runs sign thousands of members in, 0.12 s of CPU each at the real cost (issue 52). Test
// servers and vitest set FAST_PASSWORD_HASHING=1 for N=2^10, as Rails' min_cost does; a hash names
// its parameters, so a real server still verifies such a hash and replaces it at the next login.
// Never on Workers (no process.env there). docs/decisions/0138-cheap-password-hashes-in-tests.md
const TEST_COST = { n: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

type Params = typeof REAL_COST;

export const fastHashing = () => (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.FAST_PASSWORD_HASHING === '1';
const current = (): Params => (fastHashing() ? TEST_COST : REAL_COST);

function derive(password: string, salt: Buffer, { n, r, p }: Params): Promise<Buffer> {
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** A self-describing hash: `scrypt$N$r$p$salt$key`, both in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = current();
  const key = await derive(password, salt, params);
  return ['scrypt', params.n, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { n: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(params).every((x) => Number.isSafeInteger(x) && x > 0)) {
    return undefined;
  }
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Checks a password against a stored hash made with any parameters, the current ones or older. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.params);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** A hash made with other parameters than today's, to replace after the member's next good login. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  const want = current();
  return !hash || hash.params.n !== want.n || hash.params.r !== want.r || hash.params.p !== want.p;
}

/** A password a person can type from the console: 20 characters, letters, digits and one symbol. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(18);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${out.slice(0, 9)}-${out.slice(9)}!7a`;
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { olderPasswordHash } from '../test/people.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('password hashes', () => {
  // The real cost, as `npm start` hashes (vitest sets FAST_PASSWORD_HASHING=1 for every other file).
  beforeEach(() => {
    vi.stubEnv('FAST_PASSWORD_HASHING', undefined);
    return () => vi.unstubAllEnvs();
  });

  it('verifies a new hash, and only with its own password', async () => {
    const hash = await hashPassword('Campus#2024');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Campus#2024', hash)).toBe(true);
    expect(await verifyPassword('Campus#2025', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies a hash made with older parameters, and marks it for a rehash', async () => {
    const old = olderPasswordHash('Campus#2024');
    expect(await verifyPassword('Campus#2024', old)).toBe(true);
    expect(await verifyPassword('Campus#2025', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses a stored value that is no scrypt hash', async () => {
    for (const stored of ['', 'scrypt$', 'bcrypt$2b$10$abc', 'scrypt$x$8$1$c2FsdA==$a2V5']) {
      expect(await verifyPassword('Campus#2024', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('hashes at the test cost only under FAST_PASSWORD_HASHING=1, and a real server replaces such a hash', async () => {
    vi.stubEnv('FAST_PASSWORD_HASHING', '1');
    const cheap = await hashPassword('Campus#2024');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Campus#2024', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    vi.stubEnv('FAST_PASSWORD_HASHING', undefined);
    expect(await verifyPassword('Campus#2024', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
  });
});

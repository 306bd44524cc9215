// docs/decisions/0061-password-hashing-on-workers.md: a hash made with older parameters is replaced
// at the member's next good login, so changing the parameters migrates members as they sign in.
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { MEMBER_PASSWORD, insertMember, olderPasswordHash } from '#api/test/people.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
// The real cost, as `npm start` hashes (put back after each test: vitest.config.ts unstubEnvs).
beforeEach(() => void vi.stubEnv('FAST_PASSWORD_HASHING', undefined));
afterAll(() => db?.close());

const login = (rollNumberOrEmail: string, password: string) =>
  createTestApp(db.sql).call('POST', '/api/users/auth', { rollNumberOrEmail, password });
const storedHash = async (email: string) => {
  const [row] = await db.sql<{ password_hash: string }[]>`select password_hash from users where email = ${email}`;
  return row!.password_hash;
};

it('signs a member in with an older hash and replaces it with a current one', async () => {
  const old = olderPasswordHash(MEMBER_PASSWORD);
  const member = await insertMember(db.sql, {}, old);

  expect((await login(member.rollNumber, 'Wrong#Pass1')).status).toBe(401);
  expect(await storedHash(member.email)).toBe(old);

  expect((await login(member.rollNumber, MEMBER_PASSWORD)).status).toBe(200);
  const current = await storedHash(member.email);
  expect(current).not.toBe(old);
  expect(current).toMatch(/^scrypt\$32768\$8\$1\$/);

  // The new hash takes the same password, and is not replaced again.
  expect((await login(member.email, MEMBER_PASSWORD)).status).toBe(200);
  expect(await storedHash(member.email)).toBe(current);
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createTestApp } from '../test/test-app.ts';
import { registerSecret } from '../test/leak-check.ts';
import { ensureAdmin, seedDemoData } from './seed.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

it('loads the demo data once and reports an admin password that works, stored only as a hash', async () => {
  const first = await seedDemoData(db.sql);
  expect(first.seeded).toBe(true);
  expect(first.signupRollNumbers).toHaveLength(2);
  const password = first.admin!.password;
  registerSecret(password);
  const [admin] = await db.sql`select password_hash from users where lower(email) = ${first.admin!.email}`;
  expect(admin!.password_hash).toMatch(/^scrypt\$/);
  expect(admin!.password_hash).not.toContain(password);

  const counts = await db.sql`
    select (select count(*) from college_data)::int as roster, (select count(*) from jobs)::int as jobs,
           (select count(*) from questions)::int as questions`;
  expect(counts[0]!.roster).toBeGreaterThanOrEqual(300);
  expect(counts[0]!.jobs).toBeGreaterThanOrEqual(40);
  expect(counts[0]!.questions).toBeGreaterThanOrEqual(25);

  const again = await seedDemoData(db.sql);
  expect(again).toMatchObject({ seeded: false, admin: undefined });
  expect((await db.sql`select count(*)::int as n from college_data`)[0]!.n).toBe(counts[0]!.roster);

  const { call } = createTestApp(db.sql);
  const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: first.admin!.email, password, role: 'Admin' });
  expect(login.status).toBe(200);
});

it('ADMIN_EMAIL / ADMIN_PASSWORD create an admin, and a later start updates its password', async () => {
  const { call } = createTestApp(db.sql);
  const creds = (password: string) => ({ rollNumberOrEmail: 'dean@college.example.edu', password, role: 'Admin' });
  await ensureAdmin(db.sql, 'dean@college.example.edu', 'First#Pass1');
  expect((await call('POST', '/api/users/auth', creds('First#Pass1'))).status).toBe(200);
  await ensureAdmin(db.sql, 'Dean@College.example.edu', 'Second#Pass2');
  expect((await call('POST', '/api/users/auth', creds('First#Pass1'))).status).toBe(401);
  expect((await call('POST', '/api/users/auth', creds('Second#Pass2'))).status).toBe(200);
});

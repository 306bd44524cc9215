import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AudienceInput } from '#domain/announcements/audience.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertMember, insertStudent, signInAs } from '#api/test/people.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';

// Issue 32: an announcement's audience, counted before it is sent, on a seeded roster: each filter
// alone and together, members and roster rows not signed up apart.

let db: TestDatabase;
let admin: { auth: Record<string, string> };
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));

beforeAll(async () => {
  db = await createTestDatabase();
  await db.sql`delete from college_data where id not in (select roster_id from users where roster_id is not null)`;
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  const rows: [batch: string, branch: string, course: string, signedUp: boolean, job?: { companyName: string; location: string }][] = [
    ['2016-2020', 'Mechanical', 'B.Tech', true, { companyName: 'Tata Motors', location: 'Pune' }],
    ['2016-2020', 'Computer Science', 'B.Tech', true, { companyName: 'Infosys', location: 'Bengaluru' }],
    ['2016-2020', 'Computer Science', 'B.Tech', false],
    ['2019-2023', 'Civil', 'B.Tech', true, { companyName: 'L&T', location: 'Pune' }],
    ['2019-2023', 'Computer Science', 'M.Tech', false],
    ['2023-2027', 'Computer Science', 'B.Tech', true],
    ['2024-2028', 'Mechanical', 'B.Tech', false],
  ];
  for (const [batch, branch, course, signedUp, job] of rows) {
    if (!signedUp) {
      await insertStudent(db.sql, { batch, branch, course });
      continue;
    }
    const m = await insertMember(db.sql, { batch, branch, course });
    if (job) await db.sql`update profiles set job = ${db.sql.json({ ...job, position: 'Engineer', duration: '2 years', previousCompany: [] })} where user_id = (select id from users where roll_number = ${m.rollNumber})`;
  }
});
afterAll(() => db?.close());

const count = async (audience: AudienceInput) => {
  const res = await createTestApp(db.sql, { clock }).call('POST', '/api/admin/announcements/audience', audience, admin.auth);
  if (res.status !== 200) return { status: res.status, message: res.json.message as string };
  // The admin's own account has no roster row: it is never counted.
  return res.json as { members: number; notSignedUp: number };
};

it('counts each filter alone and together', async () => {
  expect(await count({})).toEqual({ members: 4, notSignedUp: 0 });
  expect(await count({ signedUp: 'all' })).toEqual({ members: 4, notSignedUp: 3 });
  expect(await count({ signedUp: 'no' })).toEqual({ members: 0, notSignedUp: 3 });
  expect(await count({ signedUp: 'all', graduatingFrom: 2020, graduatingTo: 2023 })).toEqual({ members: 3, notSignedUp: 2 });
  expect(await count({ signedUp: 'all', branches: ['computer science'] })).toEqual({ members: 2, notSignedUp: 2 });
  expect(await count({ signedUp: 'all', branches: ['Civil', 'Mechanical'], courses: ['B.Tech'] })).toEqual({ members: 2, notSignedUp: 1 });
  // 2026: a batch ending in 2026 or later is still studying.
  expect(await count({ signedUp: 'all', standing: 'student' })).toEqual({ members: 1, notSignedUp: 1 });
  expect(await count({ signedUp: 'all', standing: 'alumni' })).toEqual({ members: 3, notSignedUp: 2 });
  expect(await count({ city: 'pune' })).toEqual({ members: 2, notSignedUp: 0 });
  expect(await count({ city: 'Pune', company: 'tata' })).toEqual({ members: 1, notSignedUp: 0 });
  expect(await count({ company: '%' })).toEqual({ members: 0, notSignedUp: 0 });
  expect(await count({ company: 'L&T', standing: 'alumni', branches: ['Civil'] })).toEqual({ members: 1, notSignedUp: 0 });
});

it('leaves out a suspended member until the suspension ends', async () => {
  const [m] = await db.sql<{ id: string }[]>`select u.id from users u join profiles p on p.user_id = u.id where p.job->>'companyName' = 'Infosys'`;
  await db.sql`update users set suspended_at = ${clock.now()}, suspended_until = ${new Date('2026-12-01T00:00:00Z')} where id = ${m!.id}`;
  expect(await count({})).toEqual({ members: 3, notSignedUp: 0 });
  await db.sql`update users set suspended_until = ${clock.now()} where id = ${m!.id}`; // it has ended
  expect(await count({})).toEqual({ members: 4, notSignedUp: 0 });
});

it('refuses a muddled audience with the reason', async () => {
  expect(await count({ graduatingFrom: 2024, graduatingTo: 2020 })).toMatchObject({ status: 400, message: 'The first year must not be after the last' });
  expect(await count({ signedUp: 'no', city: 'Pune' })).toMatchObject({ status: 400, message: 'City and company are known only for members who signed up' });
  expect(await count({ graduatingFrom: 1e308 })).toMatchObject({ status: 400 });
  expect(await count({ branches: ['a\u0000b'] })).toMatchObject({ status: 400 });
  expect(await count({ standing: 'teachers' as never })).toMatchObject({ status: 400 });
});

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from 'postgres';
import { generatePassword, hashPassword } from '../auth/password.ts';

const SEED_DIR = fileURLToPath(new URL('../../sql/seed/', import.meta.url));
const DEMO_ADMIN_EMAIL = 'admin@alumni.example.edu';

export type SeedReport = {
  seeded: boolean;
  admin?: { email: string; password: string };
  signupRollNumbers: string[];
};

/** Loads the demo data into an empty database; on a database with a roster it only reports. */
export async function seedDemoData(sql: Sql): Promise<SeedReport> {
  const [{ count }] = (await sql`select count(*)::int as count from college_data`) as unknown as [{ count: number }];
  let admin: SeedReport['admin'];
  if (count === 0) {
    const files = (await readdir(SEED_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const password = generatePassword();
    const adminHash = await hashPassword(password);
    // Demo alumni exist so that search and profiles have people in them; nobody knows their passwords.
    const alumniHash = await hashPassword(generatePassword());
    // The roster comes first, then the accounts, then everything the demo members wrote.
    const [rosterFile, ...contentFiles] = files;
    await sql.begin(async (tx) => {
      if (rosterFile) await tx.unsafe(await readFile(SEED_DIR + rosterFile, 'utf8'));
      await tx`
        insert into users (role, full_name, email, password_hash)
        values ('admin', 'Portal Administrator', ${DEMO_ADMIN_EMAIL}, ${adminHash})
        on conflict do nothing`;
      await tx`
        insert into users (role, roster_id, full_name, email, roll_number, password_hash)
        select 'member', id, full_name, email, roll_number, ${alumniHash}
        from college_data where batch like '2014-%' or batch like '2015-%'
        order by roll_number limit 8`;
      for (const f of contentFiles) await tx.unsafe(await readFile(SEED_DIR + f, 'utf8'));
    });
    admin = { email: DEMO_ADMIN_EMAIL, password };
  }
  const free = await sql<{ roll_number: string }[]>`
    select c.roll_number from college_data c
    where not exists (select 1 from users u where u.roster_id = c.id)
    order by c.batch desc, c.roll_number limit 2`;
  return { seeded: count === 0, admin, signupRollNumbers: free.map((r) => r.roll_number) };
}

/** ADMIN_EMAIL / ADMIN_PASSWORD create or update an admin at start. */
export async function ensureAdmin(sql: Sql, email: string, password: string) {
  const hash = await hashPassword(password);
  await sql`
    insert into users (role, full_name, email, password_hash)
    values ('admin', 'Administrator', ${email}, ${hash})
    on conflict (lower(email)) do update set password_hash = excluded.password_hash, role = 'admin',
      updated_at = now()`;
}

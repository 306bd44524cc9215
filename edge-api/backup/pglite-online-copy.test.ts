import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite } from '../db/open-database.ts';
import { copyPgliteOnline, openCopyInThread } from './pglite-online-copy.ts';

// Issue 55: the embedded database is copied while it serves. Writes go on during the copy, and the
// copy opens as the database stood at one moment: every write acknowledged before the copy began,
// none missing in between (a gapless run of numbers), nothing acknowledged after it ended.

let work = '';
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'alumni-online-copy-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

it('copies PGlite while a writer goes on, and the copy holds a gapless prefix of its writes', async () => {
  const db = await openPglite(join(work, 'live'));
  let writing = true;
  let acknowledged = 0;
  try {
    await db.sql`create table counted (n int primary key, pad text not null)`;
    // Some megabytes of rows, so that copying the files takes a while.
    await db.sql`insert into counted select -i, repeat('x', 500) from generate_series(1, 20000) i`;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        await db.sql`insert into counted values (${n}, 'written while copying')`;
        acknowledged = n;
      }
    })();
    await expect.poll(() => acknowledged).toBeGreaterThan(20);
    const before = acknowledged;
    await copyPgliteOnline(db.sql, db.pgdataDir!, join(work, 'copy'));
    const after = acknowledged;
    writing = false;
    await writer;
    expect(after - before, 'the server answered writes while its files were copied').toBeGreaterThan(0);

    const copy = await openCopyInThread(join(work, 'copy'));
    try {
      const [got] = await copy.sql<{ rows: number; last: number; padded: number }[]>`
        select count(*) filter (where n > 0)::int as rows, coalesce(max(n), 0)::int as last,
               count(*) filter (where n < 0)::int as padded from counted`;
      expect(got!.padded).toBe(20000);
      expect(got!.rows, 'no write missing in between').toBe(got!.last);
      expect(got!.last).toBeGreaterThanOrEqual(before);
      expect(got!.last).toBeLessThanOrEqual(after + 1);
    } finally {
      await copy.close();
    }
  } finally {
    writing = false;
    await db.close();
  }
}, 60_000);

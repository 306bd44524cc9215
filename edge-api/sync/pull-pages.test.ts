import { gunzipSync } from 'node:zlib';
import type { Sql } from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { PULL_MAX_BYTES, PULL_MAX_ROWS, PULL_PAGE_SIZE } from '#domain/sync/protocol.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';
import { pullPage, utf8Length, type SyncedTable, type VersionedRow } from './pull.ts';

// Pull pages of up to PULL_MAX_ROWS rows and PULL_MAX_BYTES of JSON (ADR 0085): a first pull of
// thousands of rows takes a few large pages, and still brings every row exactly once.

const fx = useSyncFixture();

describe('pull pages bounded by bytes', () => {
  beforeAll(async () => {
    // About 3 KB a job, with 3- and 4-byte characters: some 8 MB of JSON in all.
    await fx.db.sql`
      insert into jobs (id, title, company_name, location, job_type, salary_range, year_of_experience, description,
        requirements, apply_link, contact_email, contact_phone, application_deadline)
      select gen_random_uuid(), 'नौकरी ' || g, 'Company ' || g, 'Pune', 'Full-time', '100000-200000', 'fresher',
        repeat('काम का विवरण 🚀 ', 80), '["SQL"]', 'https://example.com/' || g, 'hr@example.com', '9876543210', '2027-01-31'
      from generate_series(1, 2500) g`;
  });

  it('a pull of more jobs than fit one page brings every job once, each page within the byte cap', async () => {
    const { call } = fx.api();
    const times = new Map<string, number>();
    const pages: { bytes: number; rows: number; more: boolean }[] = [];
    let cursor = 0;
    for (;;) {
      const res = await call('GET', `/api/sync/pull?cursor=${cursor}&limit=${PULL_MAX_ROWS}`, undefined, fx.auth.b);
      expect(res.status).toBe(200);
      for (const job of res.json.changes.jobs as { _id: string }[]) times.set(job._id, (times.get(job._id) ?? 0) + 1);
      const rows = (Object.values(res.json.changes) as unknown[][]).flat().length + res.json.deleted.length;
      pages.push({ bytes: Buffer.byteLength(res.text), rows, more: res.json.more });
      expect(res.json.cursor).toBeGreaterThan(cursor);
      cursor = res.json.cursor;
      if (!res.json.more) break;
    }
    const server = await fx.db.sql<{ id: string }[]>`select id from jobs where deleted_at is null`;
    expect(new Set(times.keys())).toEqual(new Set(server.map((r) => r.id)));
    expect([...times.values()].every((n) => n === 1)).toBe(true);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page.bytes).toBeLessThanOrEqual(PULL_MAX_BYTES);
    // The bytes ended the pages, not the row limit: each but the last is all but full.
    for (const page of pages.slice(0, -1)) {
      expect(page.rows).toBeLessThan(PULL_MAX_ROWS);
      expect(page.bytes).toBeGreaterThan(PULL_MAX_BYTES - 4096);
    }
  });

  it('without a limit a page holds PULL_PAGE_SIZE rows, as clients before the byte cap expect; a larger limit is refused past PULL_MAX_ROWS', async () => {
    const [{ after }] = (await fx.db.sql`select max(version)::int as after from jobs`) as unknown as [{ after: number }];
    await fx.db.sql`
      insert into jobs (id, title, company_name, location, job_type, salary_range, year_of_experience, description,
        requirements, apply_link, contact_email, contact_phone, application_deadline)
      select gen_random_uuid(), 'Job ' || g, 'Company ' || g, 'Pune', 'Full-time', '100000-200000', 'fresher',
        'A small job.', '["SQL"]', 'https://example.com/' || g, 'hr@example.com', '9876543210', '2027-01-31'
      from generate_series(1, 600) g`;
    const { call } = fx.api();
    const page = await call('GET', `/api/sync/pull?cursor=${after}`, undefined, fx.auth.a);
    expect(page.json.changes.jobs).toHaveLength(PULL_PAGE_SIZE);
    expect(page.json.more).toBe(true);
    const tooMany = await call('GET', `/api/sync/pull?cursor=0&limit=${PULL_MAX_ROWS + 1}`, undefined, fx.auth.a);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe(`limit must be a whole number from 1 to ${PULL_MAX_ROWS.toLocaleString('en-US')}`);
  });

  it('gzips a page for a client that takes gzip; a small page, or a client that refuses gzip, gets it as it is', async () => {
    const { app } = fx.api();
    const get = (cursor: number, encoding?: string) =>
      app.request(`/api/sync/pull?cursor=${cursor}&limit=200`, { headers: { ...fx.auth.a, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get(0);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = await plain.text();

    const gzipped = await get(0, 'gzip, deflate, br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(plainBody.length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainBody));

    expect((await get(0, 'gzip;q=0, identity')).headers.get('content-encoding')).toBeNull();
    const last = await fx.pullAll('a', 0);
    const empty = await get(last.cursor, 'gzip');
    expect(empty.headers.get('content-encoding')).toBeNull();
    expect((await empty.json()).more).toBe(false);
  });
});

// Made-up tables, no database: rows with the versions given, `size` bytes of text each.
type Row = VersionedRow & { text: string };
const rowsOf = (table: string, versions: number[], size = 10): Row[] =>
  versions.map((v) => ({ id: `${table}${v}`, version: String(v), deleted_at: null, text: 'x'.repeat(size) }));
const tableOf = (rows: Row[]): SyncedTable<{ _id: string; text: string }, Row> => ({
  changedSince: async (_tx, _user, cursor, limit) => rows.filter((r) => Number(r.version) > cursor).slice(0, limit),
  toClient: (r) => ({ _id: r.id, text: r.text }),
});
// The one statement pullPage sends itself: the sync epoch (ADR 0153).
const epochOnly = async () => [{ epoch: 'test-epoch' }];
const noDatabase = { begin: async (_mode: string, run: (tx: unknown) => unknown) => run(epochOnly) } as unknown as Sql;
const user = { id: 'member', role: 'member' as const, sessionId: 'session' };

/** Pulls everything from 0, as a device does; every row it got, as 'table:id', with its page sizes. */
async function pullEverything(tables: Record<string, SyncedTable>, limit: number, maxBytes: number) {
  const got: string[] = [];
  const pages: { rows: number; bytes: number }[] = [];
  let cursor = 0;
  for (let i = 0; i < 1000; i++) {
    const { page, json } = await pullPage(noDatabase, tables, user, cursor, limit, { maxBytes });
    expect(JSON.parse(json)).toEqual(page);
    for (const [name, list] of Object.entries(page.changes)) for (const row of list as { _id: string }[]) got.push(`${name}:${row._id}`);
    pages.push({ rows: got.length - pages.reduce((n, p) => n + p.rows, 0), bytes: utf8Length(json) });
    cursor = page.cursor;
    if (!page.more) return { got, pages };
  }
  throw new Error('the pull never ended');
}

describe('pull page ends', () => {
  it('never ends a page between rows of different tables that share a version (a profile is also a classmate card)', async () => {
    const rows = { a: rowsOf('a', [1, 2, 3, 4, 5, 6, 7, 8]), b: rowsOf('b', [2, 4, 6, 8]), c: rowsOf('c', [2, 5, 8]) };
    const tables = { a: tableOf(rows.a), b: tableOf(rows.b), c: tableOf(rows.c) };
    const all = Object.entries(rows).flatMap(([name, list]) => list.map((r) => `${name}:${r.id}`));
    for (const limit of [1, 2, 3, 4, 5, 20]) {
      for (const maxBytes of [1, 200, 260, 320, 10_000]) {
        const { got } = await pullEverything(tables, limit, maxBytes);
        expect([...got].sort(), `limit ${limit}, ${maxBytes} bytes`).toEqual([...all].sort());
      }
    }
  });

  it('ends a page before the row that would take it past the byte cap, and sends a row larger than the cap alone', async () => {
    const tables = { notes: tableOf([...rowsOf('small', [1, 2, 3, 4, 5, 6], 100), ...rowsOf('large', [7], 5000), ...rowsOf('tail', [8, 9], 100)]) };
    const { got, pages } = await pullEverything(tables, 100, 1000);
    expect(got).toHaveLength(9);
    expect(new Set(got).size).toBe(9);
    expect(pages.map((p) => p.rows)).toEqual([6, 1, 2]);
    expect(pages[0]!.bytes).toBeLessThanOrEqual(1000);
    expect(pages[1]!.bytes).toBeGreaterThan(5000);
  });

  it('counts bytes as UTF-8 does', () => {
    for (const text of ['plain', 'café', 'नौकरी', '🚀 launch', JSON.stringify('\ud800 lone'), '']) {
      expect(utf8Length(text), text).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });
});

// The roster upload as node.ts serves it: the file read and checked in a worker thread
// (docs/decisions/0083-roster-import-off-the-event-loop.md). Same answers and refusals as in the
// request's own thread (upload-excel.test.ts), and other requests answered meanwhile.
import { afterAll, describe, expect, it } from 'vitest';
import { HEADER_ROW, workbookBytes } from '#api/admin/sample-workbook.ts';
import { manyCellsWorkbook } from '#api/admin/hostile-workbooks.ts';
import { rosterThread } from '#api/admin/roster-thread.ts';
import type { RosterChecker } from '#api/admin/check-roster.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { fx, freshRows, rosterCount, upload, useAdminApi } from '#api/test/admin-api.ts';

useAdminApi();
const thread = rosterThread();
afterAll(() => thread.close());

const appWith = (checkRoster: RosterChecker = thread) => createTestApp(fx.db.sql, { checkRoster }).app;
const send = (file: Uint8Array | string, name = 'students.xlsx', app = appWith()) => upload(file, name, undefined, 'file', app);

describe('POST /api/admin/upload-excel with the file read in a worker thread', () => {
  it('imports, finds duplicates and errors, and answers as in the request thread', async () => {
    const [a, b, c] = freshRows(3, 'thread');
    const sheet = [HEADER_ROW, a!, [...b!.slice(0, 1), a![1], ...b!.slice(2)], [...c!.slice(0, 6), 11, c![7]]];
    const before = await rosterCount();
    const res = await send(workbookBytes(sheet));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: 1, duplicateCount: 1, errorCount: 1 });
    expect(res.json.duplicates.map((d: { row: number; reason: string }) => [d.row, d.reason])).toEqual([[3, 'Roll number repeats row 2']]);
    expect(res.json.errors[0]).toMatchObject({ row: 4, field: 'cgpa', cgpa: '11' });
    expect(await rosterCount()).toBe(before + 1);
  });

  it('keeps every refusal: status, message and code', async () => {
    const before = await rosterCount();
    expect(await send('fullName,rollNumber\nAna Rao,201811111111\n')).toEqual({
      status: 400,
      json: { message: 'Please upload only Excel files (.xlsx or .xls)', code: 'not_excel' },
    });
    const columns = await send(workbookBytes([['fullName', 'email'], ['Ana Rao', 'a@b.edu']]));
    expect(columns.status).toBe(400);
    expect(columns.json.code).toBe('missing_columns');
    expect(columns.json.message).toMatch(/^The first sheet is missing the columns rollNumber, gender/);
    const good = workbookBytes([HEADER_ROW, ...freshRows(20, 'dmg')]);
    expect(await send(good.subarray(0, good.length >> 1))).toMatchObject({ status: 400, json: { code: 'damaged_file' } });
    expect(await send(manyCellsWorkbook(40_000, 26))).toMatchObject({ status: 413, json: { code: 'too_many_cells' } });
    expect(await rosterCount()).toBe(before);
  });

  it('fails an upload whose thread stops, inserting nothing, and starts a new thread for the next', async () => {
    const app = appWith((bytes) => {
      const checking = thread(bytes);
      void thread.close(); // as when the thread dies, out of memory say
      return checking;
    });
    const before = await rosterCount();
    expect(await send(workbookBytes([HEADER_ROW, ...freshRows(50, 'stopped')]), 'class.xlsx', app)).toEqual({
      status: 500,
      json: { message: 'Internal Error' },
    });
    expect(await rosterCount()).toBe(before);
    expect((await send(workbookBytes([HEADER_ROW, ...freshRows(2, 'again')]))).json.insertedCount).toBe(2);
  });

  it('answers GET /api/health while a large file is being parsed', async () => {
    let parsing!: () => void;
    const started = new Promise<void>((resolve) => (parsing = resolve));
    let parsed = false;
    const app = appWith((bytes) => {
      parsing();
      return thread(bytes).finally(() => (parsed = true));
    });
    const rows = freshRows(20_000, 'busy');
    const uploaded = send(workbookBytes([HEADER_ROW, ...rows]), 'class.xlsx', app);
    await started;
    const health = await app.request('/api/health');
    // In the request's thread the parse would finish before the health check could be answered.
    expect(health.status).toBe(200);
    expect(parsed).toBe(false);
    expect((await uploaded).json).toMatchObject({ insertedCount: 20_000, duplicateCount: 0, errorCount: 0 });
  });
});

// Uploads must not amplify, and the answer lists every problem of every row
// (docs/decisions/0052-uploads-do-not-amplify.md, 0054-every-problem-of-every-row.md).
import { describe, expect, it } from 'vitest';
import { HEADER_ROW, workbookBytes } from '#api/admin/sample-workbook.ts';
import { manyCellsWorkbook, sharedStringWorkbook, whitespaceBomb } from '#api/admin/hostile-workbooks.ts';
import { freshRows, rosterCount, upload, useAdminApi } from '#api/test/admin-api.ts';

useAdminApi();

describe('the answer of an upload', () => {
  it('lists every problem of every row: row, field and message', async () => {
    const [a, b, c] = freshRows(3, 'every');
    const sheet = [
      HEADER_ROW,
      ['R2-D2', a![1], 'not-an-email', 'Robot', a![4], a![5], 12.5, '2020/2024'], // row 2: five problems
      b!, // row 3: fine
      [...c!.slice(0, 4), 'B', c![5], c![6], c![7]], // row 4: one problem
    ];
    const res = await upload(workbookBytes(sheet));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: 1, errorCount: 2 });
    expect(res.json.errors.map((e: { row: number; problems: unknown[] }) => [e.row, e.problems])).toEqual([
      [
        2,
        [
          { field: 'fullName', message: 'Name must contain only letters and spaces' },
          { field: 'email', message: 'Invalid email address' },
          { field: 'gender', message: 'Gender not selected' },
          { field: 'batch', message: 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)' },
          { field: 'cgpa', message: 'CGPA must be between 0 and 10, with up to 2 decimal places' },
        ],
      ],
      [4, [{ field: 'course', message: 'Course is required' }]],
    ]);
    // The spec's fields stay: the first problem is also the row's field and message.
    expect(res.json.errors[0]).toMatchObject({ row: 2, field: 'fullName', message: 'Name must contain only letters and spaces', fullName: 'R2-D2' });
  });

  it('lists the first 1,000 duplicates and rows with errors, with the full counts, and cuts long cell text', async () => {
    const [first] = freshRows(1, 'many');
    const broken = (i: number) => [`${'Long name '.repeat(50)}${i}`, 700_100_000_000 + i, 'not-an-email', 'Male', 'B.Tech', 'Civil', 7, '2020-2024'];
    const sheet = [HEADER_ROW, first!, ...Array.from({ length: 1100 }, () => first!), ...Array.from({ length: 1200 }, (_, i) => broken(i))];
    const res = await upload(workbookBytes(sheet));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: 1, duplicateCount: 1100, errorCount: 1200 });
    expect(res.json.duplicates).toHaveLength(1000);
    expect(res.json.errors).toHaveLength(1000);
    expect(res.json.errors[0].row).toBe(1103);
    expect(res.json.errors[0].fullName).toHaveLength(200);
    expect(res.json.errors[0].fullName.endsWith('…')).toBe(true);
  });
});

describe('a workbook that expands', () => {
  it('refuses 90,000 rows that all use one 1,000-character shared string before building rows', async () => {
    const file = sharedStringWorkbook(90_000, 1_000);
    expect(file.length).toBeLessThan(600 * 1024);
    const before = await rosterCount();
    const res = await upload(file);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      message: "The first sheet's cells hold more than 20,000,000 characters of text. Please look for very long or repeated values, or split the file.",
      code: 'too_much_text',
    });
    expect(await rosterCount()).toBe(before);
  });

  it('refuses a zip bomb by its declared unpacked size, and a part that inflates past its declared size', async () => {
    const bomb = await whitespaceBomb(100 * 1024 * 1024); // about 100 KB
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await upload(bomb);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: 'The workbook unpacks to more than 32 MB. Please keep only the student sheet, or split the file.', code: 'unpacked_too_large' });
    // A sheet that declares 1 MB and inflates to 100 MB: inflating stops at 1 MB, and it is damaged.
    const liar = await whitespaceBomb(100 * 1024 * 1024, 1024 * 1024);
    expect(await upload(liar)).toMatchObject({ status: 400, json: { code: 'damaged_file' } });
  });

  it('refuses a sheet of more than 1,000,000 cells before parsing it', async () => {
    const res = await upload(manyCellsWorkbook(40_000, 26));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: 'The workbook holds more than 1,000,000 cells. Please keep only the student columns, or split the file.', code: 'too_many_cells' });
  });

  it('refuses an .xls over 5 MB before parsing it, and takes one under', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await upload(big, 'students.xls')).toEqual({
      status: 413,
      json: { message: 'An .xls file may be at most 5 MB. Please save it as .xlsx (up to 10 MB), or split it.', code: 'xls_too_large' },
    });
    const under = await upload(workbookBytes([HEADER_ROW, ...freshRows(2, 'xls')], 'biff8'), 'students.xls');
    expect(under).toMatchObject({ status: 200, json: { insertedCount: 2 } });
  });

  it('still takes a workbook at the edge of every limit', async () => {
    const res = await upload(manyCellsWorkbook(99_000, 10));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: 0, errorCount: 99_000 });
    expect(res.json.errors).toHaveLength(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { EXCEL_ONLY, api, freshRows, fx, rosterCount, upload, useAdminApi } from '#api/test/admin-api.ts';
import { insertStudent } from '#api/test/people.ts';
import { HEADER_ROW, workbookBytes } from '#api/admin/sample-workbook.ts';
import { INSERT_BATCH, LOOKUP_BATCH } from '#api/admin/roster-import.ts';

useAdminApi();

describe('POST /api/admin/upload-excel', () => {
  it('imports valid rows from an .xlsx and answers the counts', async () => {
    const rows = freshRows(5, 'valid');
    const before = await rosterCount();
    const res = await upload(workbookBytes([HEADER_ROW, ...rows]));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ insertedCount: 5, duplicateCount: 0, errorCount: 0, duplicates: [], errors: [] });
    expect(await rosterCount()).toBe(before + 5);
    const [stored] = await fx.db.sql`select full_name, email, roll_number::text as roll, gender, course, branch, cgpa::text as cgpa, batch
      from college_data where roll_number = ${String(rows[0]![1])}`;
    expect(stored).toEqual({
      full_name: rows[0]![0],
      email: rows[0]![2],
      roll: String(rows[0]![1]),
      gender: rows[0]![3],
      course: rows[0]![4],
      branch: rows[0]![5],
      cgpa: Number(rows[0]![6]).toFixed(2),
      batch: rows[0]![7],
    });
  });

  it('stores text with quotes, backslashes, commas and braces exactly', async () => {
    const [row] = freshRows(1, 'quote');
    const branch = 'Data "Science", {AI} \\ ML';
    const course = "B.Tech (Hons) O'Neil";
    const res = await upload(workbookBytes([HEADER_ROW, [...row!.slice(0, 4), course, branch, ...row!.slice(6)]]));
    expect(res.json.insertedCount).toBe(1);
    const [stored] = await fx.db.sql`select branch, course from college_data where roll_number = ${String(row![1])}`;
    expect(stored).toEqual({ branch, course });
  });

  it('imports a .xls (BIFF8) the same way', async () => {
    const rows = freshRows(3, 'biff');
    const res = await upload(workbookBytes([HEADER_ROW, ...rows], 'biff8'), 'students.xls');
    expect(res.status).toBe(200);
    expect(res.json.insertedCount).toBe(3);
  });

  it('reports duplicates inside the file, of the roster, and by e-mail in another case', async () => {
    const [a, b, c] = freshRows(3, 'dup');
    const roster = await insertStudent(fx.db.sql, { email: 'roster.dup@students.example.edu' });
    const rows = [
      a!,
      [...b!.slice(0, 1), a![1], ...b!.slice(2)], // row 3: a's roll number
      [...c!.slice(0, 2), String(a![2]).toUpperCase(), ...c!.slice(3)], // row 4: a's e-mail, upper case
      [...c!.slice(0, 1), Number(roster.rollNumber), 'new.one@students.example.edu', ...c!.slice(3)], // row 5: roster roll
      [...c!.slice(0, 2), 'Roster.Dup@Students.Example.edu', ...c!.slice(3)], // row 6: roster e-mail, mixed case
    ];
    const before = await rosterCount();
    const res = await upload(workbookBytes([HEADER_ROW, ...rows]));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: 1, duplicateCount: 4, errorCount: 0, errors: [] });
    expect(res.json.duplicates.map((d: { row: number; reason: string }) => [d.row, d.reason])).toEqual([
      [3, 'Roll number repeats row 2'],
      [4, 'Email repeats row 2'],
      [5, 'Roll number already in the roster'],
      [6, 'Email already in the roster'],
    ]);
    expect(res.json.duplicates[0]).toEqual({
      row: 3,
      reason: 'Roll number repeats row 2',
      fullName: b![0],
      email: b![2],
      rollNumber: a![1],
      gender: b![3],
      course: b![4],
      branch: b![5],
      cgpa: b![6],
      batch: b![7],
    });
    expect(await rosterCount()).toBe(before + 1);
  });

  it('reports every kind of format error with the form message and its spreadsheet row', async () => {
    const rows = freshRows(12, 'err');
    const set = (i: number, col: number, value: unknown) => {
      const r = [...rows[i]!];
      r[col] = value;
      return r;
    };
    const sheet = [
      HEADER_ROW,
      set(0, 0, ''), // row 2
      set(1, 0, 'Agent 007'),
      set(2, 2, 'not-an-email'),
      set(3, 1, 12345),
      set(4, 1, '2019ABC00001'),
      // eslint-disable-next-line no-loss-of-precision -- the imprecise float is the input under test
      set(5, 1, 12345678901234567890), // a float far beyond 2^53: its digits, refused, never rounded into a valid one
      set(6, 3, 'Unknown'),
      set(7, 4, 'B'),
      set(8, 5, ''),
      set(9, 6, 10.5),
      set(10, 7, '2020/2024'),
      set(11, 6, 'eight'), // row 13
    ];
    const before = await rosterCount();
    const res = await upload(workbookBytes(sheet));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: 0, duplicateCount: 0, errorCount: 12 });
    expect(res.json.errors.map((e: { row: number; field: string; message: string }) => [e.row, e.field, e.message])).toEqual([
      [2, 'fullName', 'Name is required'],
      [3, 'fullName', 'Name must contain only letters and spaces'],
      [4, 'email', 'Invalid email address'],
      [5, 'rollNumber', 'Roll number is required'],
      [6, 'rollNumber', 'Roll number must contain only digits'],
      [7, 'rollNumber', 'Roll number must be at most 15 digits'],
      [8, 'gender', 'Gender not selected'],
      [9, 'course', 'Course is required'],
      [10, 'branch', 'Branch is required'],
      [11, 'cgpa', 'CGPA must be between 0 and 10, with up to 2 decimal places'],
      [12, 'batch', 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)'],
      [13, 'cgpa', 'CGPA must be between 0 and 10, with up to 2 decimal places'],
    ]);
    expect(res.json.errors[2]).toEqual({
      row: 4,
      field: 'email',
      message: 'Invalid email address',
      problems: [{ field: 'email', message: 'Invalid email address' }],
      fullName: rows[2]![0],
      rollNumber: String(rows[2]![1]),
      email: 'not-an-email',
      gender: rows[2]![3],
      course: rows[2]![4],
      branch: rows[2]![5],
      cgpa: String(rows[2]![6]),
      batch: rows[2]![7],
    });
    expect(await rosterCount()).toBe(before);
  });

  it('skips empty rows, ignores extra columns and other sheets, matches headers loosely, numbers rows as the sheet does', async () => {
    const [a, b, c] = freshRows(3, 'loose');
    const header = ['Notes', ' Full Name ', 'ROLL NUMBER', 'E-mail?', 'Email', 'gender', 'Course', 'branch', 'C G P A', 'Batch'];
    const withNote = (note: string, r: unknown[]) => [note, ...r.slice(0, 3), ...r.slice(2)];
    const sheet = [
      [], // row 1: blank, the header is the first non-empty row
      header, // row 2
      withNote('first', a!),
      [],
      ['only a note', '', '', '', '', '', '', '', '', ''], // row 5: no student data, skipped
      withNote('', [...b!.slice(0, 1), String(b![1]), ...b!.slice(2)]), // roll number as text
      withNote('', [...c!.slice(0, 1), `{"$numberLong":"${c![1]}"}`, ...c!.slice(2)]), // wrapped long number
    ];
    const res = await upload(workbookBytes(sheet, 'xlsx', [[HEADER_ROW, ['Not', 'read']]]));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ insertedCount: 3, duplicateCount: 0, errorCount: 0, duplicates: [], errors: [] });
    const stored = await fx.db.sql`select roll_number::text as r from college_data where roll_number = any(${[a![1], b![1], c![1]].map(String)}::bigint[]) order by 1`;
    expect(stored.map((s) => s.r)).toEqual([a![1], b![1], c![1]].map(String).sort());

    const numbered = await upload(workbookBytes([[], [], HEADER_ROW, [], [...a!.slice(0, 6), 11, a![7]]]));
    expect(numbered.json.errors.map((e: { row: number }) => e.row)).toEqual([5]);
  });

  it('accepts a sheet with headers only', async () => {
    const res = await upload(workbookBytes([HEADER_ROW]));
    expect(res.json).toEqual({ insertedCount: 0, duplicateCount: 0, errorCount: 0, duplicates: [], errors: [] });
  });

  it('refuses a sheet without the columns, naming them', async () => {
    const res = await upload(workbookBytes([['fullName', 'email', 'rollNumber'], ['Ana Rao', 'a@b.edu', 201811111111]]));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      'The first sheet is missing the columns gender, course, branch, cgpa, batch. Its first row must name the columns fullName, rollNumber, email, gender, course, branch, cgpa, batch.',
    );
    const empty = await upload(workbookBytes([[]]));
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('The first sheet is empty.');
  });

  it('refuses what is not an Excel file, by content and by name', async () => {
    const before = await rosterCount();
    const txt = await upload('fullName,rollNumber\nAna Rao,201811111111\n', 'students.txt');
    expect(txt).toEqual({ status: 400, json: { message: EXCEL_ONLY, code: 'not_excel' } });
    const renamed = await upload('fullName,rollNumber\nAna Rao,201811111111\n', 'students.xlsx');
    expect(renamed).toEqual({ status: 400, json: { message: EXCEL_ONLY, code: 'not_excel' } });
    const realButMisnamed = await upload(workbookBytes([HEADER_ROW]), 'students.csv');
    expect(realButMisnamed.json.message).toBe(EXCEL_ONLY);
    const empty = await upload(new Uint8Array(0), 'students.xlsx');
    expect(empty.json.message).toBe(EXCEL_ONLY);
    // A zip that is not a workbook (an OpenDocument text, say) is not an Excel file either.
    const zipped = Buffer.from(workbookBytes([HEADER_ROW]));
    const docx = Buffer.from(zipped.toString('latin1').replaceAll('workbook.xml', 'document.xml'), 'latin1');
    expect((await upload(docx, 'students.xlsx')).json.message).toBe(EXCEL_ONLY);
    expect(await rosterCount()).toBe(before);
  });

  it('answers 400 "Please select a file" without a file', async () => {
    expect(await upload(null)).toEqual({ status: 400, json: { message: 'Please select a file', code: 'no_file' } });
    expect((await upload(workbookBytes([HEADER_ROW]), 'students.xlsx', fx.adminAuth, 'document')).json.message).toBe('Please select a file');
    const json = await api().call('POST', '/api/admin/upload-excel', {}, fx.adminAuth);
    expect(json.status).toBe(400);
    expect(json.json.message).toBe('Please select a file');
  });

  it('answers 413 for a file over 10 MB, and takes one just under', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('The file is larger than 10 MB. Please split it into smaller files.');
    const almost = new Uint8Array(10 * 1024 * 1024);
    almost.set([0x50, 0x4b, 0x03, 0x04]);
    const under = await upload(almost);
    expect(under.status).toBe(400); // read, and refused as damaged: not stopped by a size limit
  });

  it('refuses a damaged zip with a message and inserts nothing', async () => {
    const good = workbookBytes([HEADER_ROW, ...freshRows(50, 'dmg')]);
    const before = await rosterCount();
    const truncated = await upload(good.subarray(0, Math.floor(good.length / 2)));
    expect(truncated.status).toBe(400);
    expect(truncated.json.message).toBe('The file is damaged or is not a valid Excel workbook. Please check it and upload it again.');
    for (const at of [0.3, 0.5, 0.7]) {
      const flipped = Buffer.from(good);
      const i = Math.floor(flipped.length * at);
      for (let k = i; k < i + 32; k += 1) flipped[k] = flipped[k]! ^ 0x5a;
      const res = await upload(flipped);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/damaged|Excel/);
    }
    const cfb = Buffer.alloc(4096);
    cfb.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await upload(cfb, 'students.xls')).status).toBe(400);
    expect(await rosterCount()).toBe(before);
  });

  it('finds duplicates across the batches of the import, of the file and of the roster', async () => {
    const n = LOOKUP_BATCH + 10;
    const rows = freshRows(n, 'batches');
    const late = rows[n - 3]!; // its keys are looked up in the second lookup, inserted in the last batch
    await insertStudent(fx.db.sql, { rollNumber: String(late[1]), email: 'someone.else@students.example.edu' });
    const repeatFirst = [...rows[n - 1]!.slice(0, 1), rows[0]![1], ...rows[n - 1]!.slice(2)]; // row 2's roll number
    const repeatMiddle = [...rows[n - 2]!.slice(0, 2), rows[INSERT_BATCH + 1]![2], ...rows[n - 2]!.slice(3)];
    const sheet = [HEADER_ROW, ...rows.slice(0, n - 2), repeatMiddle, repeatFirst];
    const before = await rosterCount();
    const res = await upload(workbookBytes(sheet));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ insertedCount: n - 3, duplicateCount: 3, errorCount: 0 });
    expect(res.json.duplicates.map((d: { row: number; reason: string }) => [d.row, d.reason])).toEqual([
      [n - 1, 'Roll number already in the roster'],
      [n, `Email repeats row ${INSERT_BATCH + 3}`],
      [n + 1, 'Roll number repeats row 2'],
    ]);
    expect(await rosterCount()).toBe(before + n - 3);
  });

  it('inserts nothing when any statement of the import fails', async () => {
    const rows = freshRows(INSERT_BATCH + 50, 'tx');
    rows[INSERT_BATCH + 10]![0] = 'Trigger Failure';
    await fx.db.sql.unsafe(`
      create function refuse_trigger_failure() returns trigger language plpgsql as $$
      begin if new.full_name = 'Trigger Failure' then raise exception 'simulated failure'; end if; return new; end $$;
      create trigger refuse_trigger_failure before insert on college_data for each row execute function refuse_trigger_failure();`);
    try {
      const before = await rosterCount();
      const res = await upload(workbookBytes([HEADER_ROW, ...rows]));
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ message: 'Internal Error' });
      expect(await rosterCount()).toBe(before);
    } finally {
      await fx.db.sql.unsafe('drop trigger refuse_trigger_failure on college_data; drop function refuse_trigger_failure();');
    }
  });

  it('is for admins only', async () => {
    const file = workbookBytes([HEADER_ROW, ...freshRows(1, 'auth')]);
    expect((await upload(file, 'students.xlsx', {})).status).toBe(401);
    expect((await upload(file, 'students.xlsx', fx.memberAuth)).status).toBe(403);
  });
});

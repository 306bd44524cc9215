import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createTestApp } from '../test/test-app.ts';
import { recordResponse } from '../test/leak-check.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember, insertStudent } from '../test/people.ts';
import { HEADER_ROW, validRosterRows, workbookBytes } from '../admin/sample-workbook.ts';
import { INSERT_BATCH } from '../admin/roster-store.ts';

let db: TestDatabase;
let adminAuth: Record<string, string>;
let memberAuth: Record<string, string>;
let member: Awaited<ReturnType<typeof insertMember>>;
const api = () => createTestApp(db.sql);

const EXCEL_ONLY = 'Please upload only Excel files (.xlsx or .xls)';

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  member = await insertMember(db.sql, { fullName: 'Meera Nair', email: 'meera.nair@students.example.edu' });
  const { call } = api();
  const a = await call('POST', '/api/users/auth', { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' });
  adminAuth = { authorization: `Bearer ${a.json.token}` };
  const m = await call('POST', '/api/users/auth', { rollNumberOrEmail: member.rollNumber, password: MEMBER_PASSWORD });
  memberAuth = { authorization: `Bearer ${m.json.token}` };
});
afterAll(() => db?.close());

const rosterCount = async () => (await db.sql<{ n: number }[]>`select count(*)::int as n from college_data`)[0]!.n;

/** POST /api/admin/upload-excel as a browser sends it: multipart with the field `file`. */
async function upload(file: Uint8Array | string | null, name = 'students.xlsx', headers = adminAuth, field = 'file') {
  const form = new FormData();
  if (file !== null) form.append(field, new File([typeof file === 'string' ? file : new Uint8Array(file)], name));
  const res = await api().app.request('/api/admin/upload-excel', { method: 'POST', body: form, headers });
  const text = await res.text();
  recordResponse('POST /api/admin/upload-excel', text, res.headers);
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

let nextRoll = 301_000_000_000;
/** Fresh valid rows whose roll numbers and e-mails no other test uses. */
const freshRows = (count: number, tag: string) => {
  const rows = validRosterRows(count, nextRoll, tag);
  nextRoll += count + 10;
  return rows;
};

const student = (over: Record<string, unknown> = {}) => ({
  fullName: 'Ishaan Reddy',
  email: 'ishaan.reddy@students.example.edu',
  rollNumber: '202003000777',
  gender: 'Male',
  batch: '2020-2024',
  branch: 'Mechanical',
  course: 'B.Tech',
  cgpa: '7.5',
  ...over,
});

describe('POST /api/admin/add-edit-Data', () => {
  it('adds a student, then edits it by roll number', async () => {
    const { call } = api();
    const added = await call('POST', '/api/admin/add-edit-Data', student(), adminAuth);
    expect(added.status).toBe(201);
    expect(added.json.message).toBe('Student added successfully!');
    expect(added.json.student).toMatchObject({ fullName: 'Ishaan Reddy', rollNumber: 202003000777, cgpa: 7.5, hasAccount: false });

    const edited = await call('POST', '/api/admin/add-edit-Data', student({ branch: 'Civil', cgpa: 8 }), adminAuth);
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe('Student updated successfully!');
    expect(edited.json.student).toMatchObject({ _id: added.json.student._id, branch: 'Civil', cgpa: 8 });
  });

  it('reads the roll number as a number or as a wrapped long number, exactly', async () => {
    const { call } = api();
    const a = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: 999999999999999, email: 'max@students.example.edu' }), adminAuth);
    expect(a.status).toBe(201);
    expect(a.text).toContain('"rollNumber":999999999999999');
    const b = await call(
      'POST',
      '/api/admin/add-edit-Data',
      student({ rollNumber: { $numberLong: '999999999999998' }, email: 'max2@students.example.edu' }),
      adminAuth,
    );
    expect(b.status).toBe(201);
    const [row] = await db.sql`select roll_number::text as r from college_data where email = 'max2@students.example.edu'`;
    expect(row!.r).toBe('999999999999998');
  });

  it.each([
    [{ fullName: 'J' }, 'Name is required'],
    [{ fullName: 'J0hn' }, 'Name must contain only letters and spaces'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ rollNumber: '12345' }, 'Roll number is required'],
    [{ rollNumber: '12345abcde' }, 'Roll number must contain only digits'],
    [{ gender: 'X' }, 'Gender not selected'],
    [{ batch: '20-24' }, 'Batch must be in format YYYY-YYYY (e.g. 2020-2024)'],
    [{ branch: '' }, 'Branch is required'],
    [{ course: 'B' }, 'Course is required'],
    [{ cgpa: '10.01' }, 'CGPA must be between 0 and 10, with up to 2 decimal places'],
  ])('refuses %j with 400 "%s" and stores nothing', async (over, message) => {
    const before = await rosterCount();
    const res = await api().call('POST', '/api/admin/add-edit-Data', student({ rollNumber: '202003000888', email: 'x@students.example.edu', ...over }), adminAuth);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await rosterCount()).toBe(before);
  });

  it('refuses to edit a record a member signed up with, and an e-mail another student has', async () => {
    const { call } = api();
    const locked = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: member.rollNumber, email: member.email, fullName: 'Someone Else' }), adminAuth);
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe('This student has already signed up, so their record backs a verified account and cannot be edited.');
    const [row] = await db.sql`select full_name from college_data where roll_number = ${member.rollNumber}`;
    expect(row!.full_name).toBe('Meera Nair');

    const taken = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: '202003000999', email: 'MEERA.NAIR@students.example.edu' }), adminAuth);
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Another student already uses this email address');
  });

  it('keeps the JSON body limit of 64 KB', async () => {
    const res = await api().call('POST', '/api/admin/add-edit-Data', student({ course: 'x'.repeat(70 * 1024) }), adminAuth);
    expect(res.status).toBe(413);
  });
});

describe('GET /api/admin/all-Data', () => {
  beforeAll(async () => {
    for (const [name, email, branch, cgpa] of [
      ['Zara Qureshi', 'zara.q@students.example.edu', 'Electronics', '9.9'],
      ['aditya Bose', 'aditya.bose@students.example.edu', 'Civil Engineering', '5.25'],
      ['Bhavna Pillai', 'bhavna@alumni.example.org', 'Electronics', null],
    ] as const) {
      const s = await insertStudent(db.sql, { fullName: name, email });
      await db.sql`update college_data set branch = ${branch}, cgpa = ${cgpa} where id = ${s.id}`;
    }
  });

  it('without parameters answers the plain list, by name, with the record fields', async () => {
    const res = await api().call('GET', '/api/admin/all-Data', undefined, adminAuth);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    expect(res.json.length).toBe(await rosterCount());
    const names = res.json.map((s: { fullName: string }) => s.fullName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.json.find((s: { fullName: string }) => s.fullName === 'Bhavna Pillai')).toEqual({
      _id: expect.any(String),
      fullName: 'Bhavna Pillai',
      email: 'bhavna@alumni.example.org',
      rollNumber: expect.any(Number),
      gender: 'Female',
      batch: '2019-2023',
      branch: 'Electronics',
      course: 'B.Tech',
      cgpa: null,
      hasAccount: false,
    });
    expect(res.json.find((s: { email: string }) => s.email === member.email).hasAccount).toBe(true);
  });

  it('searches name, e-mail, branch and roll number without regard to case', async () => {
    const search = async (term: string) => {
      const res = await api().call('GET', `/api/admin/all-Data?search=${encodeURIComponent(term)}`, undefined, adminAuth);
      expect(res.status).toBe(200);
      return res.json.students.map((s: { fullName: string }) => s.fullName);
    };
    expect(await search('ZARA')).toEqual(['Zara Qureshi']);
    expect(await search('ALUMNI.example')).toEqual(['Bhavna Pillai']);
    expect(await search('civil eng')).toEqual(['aditya Bose']);
    expect(await search(member.rollNumber.slice(2))).toEqual(['Meera Nair']);
    expect(await search('100%_')).toEqual([]);
  });

  it('sorts by any column both ways, pages, and counts', async () => {
    const page = async (qs: string) => (await api().call('GET', `/api/admin/all-Data?${qs}`, undefined, adminAuth)).json;
    const asc = await page('sort=cgpa&order=asc&pageSize=100');
    const cgpas = asc.students.map((s: { cgpa: number | null }) => s.cgpa);
    expect(cgpas.at(-1)).toBeNull(); // missing values last
    const numbers = cgpas.filter((c: number | null) => c !== null);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const desc = await page('sort=cgpa&order=desc&pageSize=100');
    expect(desc.students[0].fullName).toBe('Zara Qureshi');
    expect(desc.students.at(-1).cgpa).toBeNull();

    const total = await rosterCount();
    const first = await page('pageSize=2&page=1');
    const second = await page('pageSize=2&page=2');
    expect(first).toMatchObject({ total, page: 1, pageSize: 2, pageCount: Math.ceil(total / 2), sort: 'fullName', order: 'asc' });
    expect(first.students[0].fullName).toBe('aditya Bose'); // case-insensitive name order
    expect(second.students.map((s: { _id: string }) => s._id)).not.toContain(first.students[0]._id);
    const beyond = await page('page=999');
    expect(beyond).toMatchObject({ students: [], total });
  });

  it.each(['sort=password', 'order=up', 'page=0', 'pageSize=1000', 'page=abc'])('refuses ?%s with 400', async (qs) => {
    expect((await api().call('GET', `/api/admin/all-Data?${qs}`, undefined, adminAuth)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await api().call('GET', '/api/admin/all-Data')).status).toBe(401);
    expect((await api().call('GET', '/api/admin/all-Data', undefined, memberAuth)).status).toBe(403);
  });
});

describe('POST /api/admin/upload-excel', () => {
  it('imports valid rows from an .xlsx and answers the counts', async () => {
    const rows = freshRows(5, 'valid');
    const before = await rosterCount();
    const res = await upload(workbookBytes([HEADER_ROW, ...rows]));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ insertedCount: 5, duplicateCount: 0, errorCount: 0, duplicates: [], errors: [] });
    expect(await rosterCount()).toBe(before + 5);
    const [stored] = await db.sql`select full_name, email, roll_number::text as roll, gender, course, branch, cgpa::text as cgpa, batch
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
    const [stored] = await db.sql`select branch, course from college_data where roll_number = ${String(row![1])}`;
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
    const roster = await insertStudent(db.sql, { email: 'roster.dup@students.example.edu' });
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
    const stored = await db.sql`select roll_number::text as r from college_data where roll_number = any(${[a![1], b![1], c![1]].map(String)}::bigint[]) order by 1`;
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
    expect((await upload(workbookBytes([HEADER_ROW]), 'students.xlsx', adminAuth, 'document')).json.message).toBe('Please select a file');
    const json = await api().call('POST', '/api/admin/upload-excel', {}, adminAuth);
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

  it('inserts nothing when any statement of the import fails', async () => {
    const rows = freshRows(INSERT_BATCH + 50, 'tx');
    rows[INSERT_BATCH + 10]![0] = 'Trigger Failure';
    await db.sql.unsafe(`
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
      await db.sql.unsafe('drop trigger refuse_trigger_failure on college_data; drop function refuse_trigger_failure();');
    }
  });

  it('is for admins only', async () => {
    const file = workbookBytes([HEADER_ROW, ...freshRows(1, 'auth')]);
    expect((await upload(file, 'students.xlsx', {})).status).toBe(401);
    expect((await upload(file, 'students.xlsx', memberAuth)).status).toBe(403);
  });
});

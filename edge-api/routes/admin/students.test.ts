import { beforeAll, describe, expect, it } from 'vitest';
import { api, fx, rosterCount, student, useAdminApi } from '#api/test/admin-api.ts';
import { insertStudent } from '#api/test/people.ts';

useAdminApi();

describe('POST /api/admin/add-edit-Data', () => {
  it('adds a student; adding the roll number again is a 409 that names the record and changes nothing', async () => {
    const { call } = api();
    const added = await call('POST', '/api/admin/add-edit-Data', student(), fx.adminAuth);
    expect(added.status).toBe(201);
    expect(added.json.message).toBe('Student added successfully!');
    expect(added.json.student).toMatchObject({ fullName: 'Ishaan Reddy', rollNumber: 202003000777, cgpa: 7.5, hasAccount: false });

    const again = await call('POST', '/api/admin/add-edit-Data', student({ fullName: 'Someone Else', email: 'else@students.example.edu', cgpa: 9 }), fx.adminAuth);
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'A student with roll number 202003000777 already exists.',
      code: 'roll_number_exists',
      issues: [{ path: 'rollNumber', message: 'A student with roll number 202003000777 already exists.' }],
      student: { _id: added.json.student._id, fullName: 'Ishaan Reddy', rollNumber: 202003000777, hasAccount: false },
    });
    const [row] = await fx.db.sql`select full_name, email, cgpa::text as cgpa from college_data where roll_number = 202003000777`;
    expect(row).toEqual({ full_name: 'Ishaan Reddy', email: 'ishaan.reddy@students.example.edu', cgpa: '7.50' });
  });

  it("edits a record only when asked explicitly, by the record's _id", async () => {
    const { call } = api();
    const [{ id }] = (await fx.db.sql`select id from college_data where roll_number = 202003000777`) as unknown as [{ id: string }];
    const edited = await call('POST', '/api/admin/add-edit-Data', student({ _id: id, branch: 'Civil', cgpa: 8 }), fx.adminAuth);
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe('Student updated successfully!');
    expect(edited.json.student).toMatchObject({ _id: id, branch: 'Civil', cgpa: 8, rollNumber: 202003000777 });

    // The roll number itself can be corrected, but not to one another record has.
    const other = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: '202003000778', email: 'other@students.example.edu' }), fx.adminAuth);
    expect(other.status).toBe(201);
    const clash = await call('POST', '/api/admin/add-edit-Data', student({ _id: id, rollNumber: '202003000778' }), fx.adminAuth);
    expect(clash.status).toBe(409);
    expect(clash.json).toMatchObject({ code: 'roll_number_exists', student: { _id: other.json.student._id } });
    const moved = await call('POST', '/api/admin/add-edit-Data', student({ _id: id, rollNumber: '202003000779' }), fx.adminAuth);
    expect(moved.status).toBe(200);
    expect(moved.json.student).toMatchObject({ _id: id, rollNumber: 202003000779 });

    const missing = await call('POST', '/api/admin/add-edit-Data', student({ _id: '00000000-0000-4000-8000-000000000000' }), fx.adminAuth);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Student not found');
    expect((await call('POST', '/api/admin/add-edit-Data', student({ _id: 'not-an-id' }), fx.adminAuth)).status).toBe(400);
  });

  it('GET /api/admin/student/:id reads one record for the edit form, for admins only', async () => {
    const { call } = api();
    const [{ id }] = (await fx.db.sql`select id from college_data where roll_number = 202003000779`) as unknown as [{ id: string }];
    const one = await call('GET', `/api/admin/student/${id}`, undefined, fx.adminAuth);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ _id: id, fullName: 'Ishaan Reddy', rollNumber: 202003000779, hasAccount: false });
    expect((await call('GET', '/api/admin/student/00000000-0000-4000-8000-000000000000', undefined, fx.adminAuth)).status).toBe(404);
    expect((await call('GET', '/api/admin/student/nope', undefined, fx.adminAuth)).status).toBe(404);
    expect((await call('GET', `/api/admin/student/${id}`, undefined, fx.memberAuth)).status).toBe(403);
    expect((await call('GET', `/api/admin/student/${id}`)).status).toBe(401);
  });

  it('reads the roll number as a number or as a wrapped long number, exactly', async () => {
    const { call } = api();
    const a = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: 999999999999999, email: 'max@students.example.edu' }), fx.adminAuth);
    expect(a.status).toBe(201);
    expect(a.text).toContain('"rollNumber":999999999999999');
    const b = await call(
      'POST',
      '/api/admin/add-edit-Data',
      student({ rollNumber: { $numberLong: '999999999999998' }, email: 'max2@students.example.edu' }),
      fx.adminAuth,
    );
    expect(b.status).toBe(201);
    const [row] = await fx.db.sql`select roll_number::text as r from college_data where email = 'max2@students.example.edu'`;
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
    const res = await api().call('POST', '/api/admin/add-edit-Data', student({ rollNumber: '202003000888', email: 'x@students.example.edu', ...over }), fx.adminAuth);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await rosterCount()).toBe(before);
  });

  it('refuses to edit a record a member signed up with, and an e-mail another student has', async () => {
    const { call } = api();
    const [{ id }] = (await fx.db.sql`select id from college_data where roll_number = ${fx.member.rollNumber}`) as unknown as [{ id: string }];
    const readded = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: fx.member.rollNumber, email: 'new@students.example.edu' }), fx.adminAuth);
    expect(readded.status).toBe(409);
    expect(readded.json).toMatchObject({ code: 'roll_number_exists', student: { _id: id, hasAccount: true } });
    const locked = await call('POST', '/api/admin/add-edit-Data', student({ _id: id, rollNumber: fx.member.rollNumber, email: fx.member.email, fullName: 'Someone Else' }), fx.adminAuth);
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe('This student has already signed up, so their record backs a verified account and cannot be edited.');
    const [row] = await fx.db.sql`select full_name from college_data where roll_number = ${fx.member.rollNumber}`;
    expect(row!.full_name).toBe('Meera Nair');

    const taken = await call('POST', '/api/admin/add-edit-Data', student({ rollNumber: '202003000999', email: 'MEERA.NAIR@students.example.edu' }), fx.adminAuth);
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Another student already uses this email address');
  });

  it('keeps the JSON body limit of 64 KB', async () => {
    const res = await api().call('POST', '/api/admin/add-edit-Data', student({ course: 'x'.repeat(70 * 1024) }), fx.adminAuth);
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
      const s = await insertStudent(fx.db.sql, { fullName: name, email });
      await fx.db.sql`update college_data set branch = ${branch}, cgpa = ${cgpa} where id = ${s.id}`;
    }
  });

  it('without parameters answers the plain list, by name, with the record fields', async () => {
    const res = await api().call('GET', '/api/admin/all-Data', undefined, fx.adminAuth);
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
    expect(res.json.find((s: { email: string }) => s.email === fx.member.email).hasAccount).toBe(true);
  });

  it('searches name, e-mail, branch and roll number without regard to case', async () => {
    const search = async (term: string) => {
      const res = await api().call('GET', `/api/admin/all-Data?search=${encodeURIComponent(term)}`, undefined, fx.adminAuth);
      expect(res.status).toBe(200);
      return res.json.students.map((s: { fullName: string }) => s.fullName);
    };
    expect(await search('ZARA')).toEqual(['Zara Qureshi']);
    expect(await search('ALUMNI.example')).toEqual(['Bhavna Pillai']);
    expect(await search('civil eng')).toEqual(['aditya Bose']);
    expect(await search(fx.member.rollNumber.slice(2))).toEqual(['Meera Nair']);
    expect(await search('100%_')).toEqual([]);
  });

  it('sorts by any column both ways, pages, and counts', async () => {
    const page = async (qs: string) => (await api().call('GET', `/api/admin/all-Data?${qs}`, undefined, fx.adminAuth)).json;
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
    expect((await api().call('GET', `/api/admin/all-Data?${qs}`, undefined, fx.adminAuth)).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await api().call('GET', '/api/admin/all-Data')).status).toBe(401);
    expect((await api().call('GET', '/api/admin/all-Data', undefined, fx.memberAuth)).status).toBe(403);
  });
});

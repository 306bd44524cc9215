import { describe, expect, it } from 'vitest';
import { api, freshRows, fx, upload, useAdminApi } from '#api/test/admin-api.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '#api/test/people.ts';
import { HEADER_ROW, workbookBytes } from '#api/admin/sample-workbook.ts';
import { shapeProblems } from './shape.ts';
import { adminLogin, bulkUpload, messageReply, rosterRecord } from './spec-shapes.ts';
import { listFrom, specLogin } from './spec-client.ts';

// Spec section 7, Admin college data, under /api/admin, with the admin's bearer token.
useAdminApi();

/** The add-student form's body: "rollNumber ... converted to a number", "cgpa ... converted to a number". */
const specStudent = {
  fullName: 'Ishaan Reddy',
  email: 'ishaan.reddy.contract@students.example.edu',
  rollNumber: 202003000901,
  gender: 'Male',
  batch: '2020-2024',
  branch: 'Mechanical',
  course: 'B.Tech',
  cgpa: 7.5,
};

describe('admin login', () => {
  it("answers role 'Admin' and the session user, whose rollNumber is null", async () => {
    const res = await specLogin(api().call, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    expect(res.status, res.text).toBe(200);
    expect(shapeProblems(res.json, adminLogin)).toEqual([]);
    expect(res.json.role).toBe('Admin');
  });
});

describe('college data', () => {
  it('POST /api/admin/add-edit-Data takes the spec body and answers a message', async () => {
    const res = await api().call('POST', '/api/admin/add-edit-Data', specStudent, fx.adminAuth);
    expect(res.status, res.text).toBeGreaterThanOrEqual(200);
    expect(res.status, res.text).toBeLessThan(300);
    expect(shapeProblems(res.json, messageReply)).toEqual([]);
  });

  it('GET /api/admin/all-Data answers roster records with every field', async () => {
    const mine = { ...specStudent, rollNumber: 202003000902, email: 'listed.contract@students.example.edu' };
    await api().call('POST', '/api/admin/add-edit-Data', mine, fx.adminAuth);
    const res = await api().call('GET', '/api/admin/all-Data', undefined, fx.adminAuth);
    expect(res.status, res.text).toBe(200);
    const records = listFrom(res.json);
    expect(shapeProblems(records, [rosterRecord])).toEqual([]);
    expect((records as Record<string, unknown>[]).find((r) => r.rollNumber === mine.rollNumber)).toMatchObject(mine);
  });

  it('POST /api/admin/upload-excel answers the counts and the two lists', async () => {
    const [valid, dup, bad] = freshRows(3, 'contract');
    const rows = [valid!, [...dup!.slice(0, 1), valid![1], ...dup!.slice(2)], [...bad!.slice(0, 1), 'not-digits', ...bad!.slice(2)]];
    const res = await upload(workbookBytes([HEADER_ROW, ...rows]));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(shapeProblems(res.json, bulkUpload)).toEqual([]);
    expect(res.json).toMatchObject({ insertedCount: 1, duplicateCount: 1, errorCount: 1 });
    expect([res.json.duplicates.length, res.json.errors.length]).toEqual([1, 1]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';
import { eventArgs } from '#api/test/events.ts';
import { student } from '#api/test/admin-api.ts';
import { HEADER_ROW, validRosterRows, workbookBytes } from '#api/admin/sample-workbook.ts';

// Issue 32: every admin write leaves exactly one audit line, in its own transaction; a refused
// one leaves none. The read route, its filters and the table's refusals: audit-read.test.ts.

let db: TestDatabase;
let admin: { id: string; auth: Record<string, string> };
let member: { id: string; auth: Record<string, string> };
const clock = manualClock();
const api = () => createTestApp(db.sql, { clock });
let seen = 0;

type Line = { action: string; admin_id: string; admin_name: string; target_kind: string; target_id: string; at: Date; before: unknown; after: unknown };
/** The lines written since the last call. */
async function newLines() {
  const rows = await db.sql<(Line & { id: string })[]>`
    select id::text as id, action, admin_id, admin_name, target_kind, target_id, at, before, after from audit_log where id > ${seen} order by id`;
  if (rows.length) seen = Number(rows.at(-1)!.id);
  return rows.map(({ id: _id, ...line }) => line);
}
/** Exactly one new line, from the admin at the clock's time. */
async function oneLine(expected: Partial<Line>) {
  const lines = await newLines();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toEqual({ admin_id: admin.id, admin_name: 'Portal Administrator', at: clock.now(), before: null, after: null, ...expected });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  member = await signedInMember(db.sql, { fullName: 'Meera Host' });
  await newLines();
});
afterAll(() => db?.close());

describe('roster', () => {
  const fields = { fullName: 'Ishaan Reddy', email: 'ishaan.reddy@students.example.edu', rollNumber: 202003000777, gender: 'Male', batch: '2020-2024', branch: 'Mechanical', course: 'B.Tech', cgpa: 7.5 };
  let id: string;

  it('an add writes roster.add with the record; a refused add writes nothing', async () => {
    const added = await api().call('POST', '/api/admin/add-edit-Data', student(), admin.auth);
    expect(added.status).toBe(201);
    id = added.json.student._id;
    await oneLine({ action: 'roster.add', target_kind: 'roster', target_id: id, after: fields });
    expect((await api().call('POST', '/api/admin/add-edit-Data', student(), admin.auth)).status).toBe(409);
    expect((await api().call('POST', '/api/admin/add-edit-Data', student({ fullName: 'J' }), admin.auth)).status).toBe(400);
    expect((await api().call('POST', '/api/admin/add-edit-Data', student({ rollNumber: '202003000999' }), member.auth)).status).toBe(403);
    expect(await newLines()).toEqual([]);
  });

  it('an edit writes roster.edit with only the fields it changed; no change, a refusal: nothing', async () => {
    clock.advance(60_000);
    const edited = await api().call('POST', '/api/admin/add-edit-Data', student({ _id: id, branch: 'Civil', cgpa: '8' }), admin.auth);
    expect(edited.status).toBe(200);
    await oneLine({ action: 'roster.edit', target_kind: 'roster', target_id: id, before: { branch: 'Mechanical', cgpa: 7.5 }, after: { branch: 'Civil', cgpa: 8 } });
    expect((await api().call('POST', '/api/admin/add-edit-Data', student({ _id: id, branch: 'Civil', cgpa: '8' }), admin.auth)).status).toBe(200);
    const [signedUp] = await db.sql<{ id: string }[]>`select roster_id as id from users where id = ${member.id}`;
    expect((await api().call('POST', '/api/admin/add-edit-Data', student({ _id: signedUp!.id, rollNumber: '202003000998' }), admin.auth)).status).toBe(409);
    expect((await api().call('POST', '/api/admin/add-edit-Data', student({ _id: '00000000-0000-4000-8000-000000000000' }), admin.auth)).status).toBe(404);
    expect((await api().call('POST', '/api/admin/add-edit-Data', student({ _id: id, email: 'not an email' }), admin.auth)).status).toBe(400);
    expect(await newLines()).toEqual([]);
  });

  it('a delete writes roster.delete with the record; a signed-up member’s record stays, and says why', async () => {
    const [signedUp] = await db.sql<{ id: string }[]>`select roster_id as id from users where id = ${member.id}`;
    const kept = await api().call('DELETE', `/api/admin/student/${signedUp!.id}`, undefined, admin.auth);
    expect(kept.status).toBe(409);
    expect(kept.json.message).toContain('suspend the account instead');
    expect((await api().call('DELETE', `/api/admin/student/${id}`, undefined, member.auth)).status).toBe(403);
    expect(await newLines()).toEqual([]);
    const deleted = await api().call('DELETE', `/api/admin/student/${id}`, undefined, admin.auth);
    expect(deleted.json).toEqual({ message: 'Student deleted' });
    await oneLine({ action: 'roster.delete', target_kind: 'roster', target_id: id, before: { ...fields, branch: 'Civil', cgpa: 8 } });
    expect((await api().call('GET', `/api/admin/student/${id}`, undefined, admin.auth)).status).toBe(404);
    expect((await api().call('DELETE', `/api/admin/student/${id}`, undefined, admin.auth)).status).toBe(404);
    expect((await api().call('DELETE', '/api/admin/student/%00', undefined, admin.auth)).status).toBe(404);
  });

  it('an upload writes one roster.upload line with the counts, not a line per row', async () => {
    const upload = async (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], name));
      return (await api().app.request('/api/admin/upload-excel', { method: 'POST', body: form, headers: admin.auth })).status;
    };
    const rows = validRosterRows(3, 402_000_000_000, 'audit');
    const file = workbookBytes([HEADER_ROW, ...rows, ['J', 'x', 'bad', '', '', '', '', '']]);
    expect(await upload(file, 'batch-2026.xlsx')).toBe(200);
    await oneLine({ action: 'roster.upload', target_kind: 'roster', target_id: '', after: { file: 'batch-2026.xlsx', rows: 4, inserted: 3, duplicates: 0, errors: 1 } });
    expect(await upload(file, 'again.xlsx')).toBe(200);
    await oneLine({ action: 'roster.upload', target_kind: 'roster', target_id: '', after: { file: 'again.xlsx', rows: 4, inserted: 0, duplicates: 3, errors: 1 } });
    expect(await upload(new TextEncoder().encode('name,roll\n'), 'students.csv')).toBe(400);
    expect(await newLines()).toEqual([]);
  });
});

describe('funds', () => {
  it('create and edit write fund.create and fund.edit; refusals write nothing', async () => {
    const made = await api().call('POST', '/api/admin/funds', { name: 'Alumni Hostel', description: 'A new wing.', goal: 5_000_000 }, admin.auth);
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    await oneLine({ action: 'fund.create', target_kind: 'fund', target_id: id, after: { name: 'Alumni Hostel', description: 'A new wing.', goal: 5_000_000, open: true } });
    expect((await api().call('POST', '/api/admin/funds', { name: 'Alumni Hostel', goal: 5000 }, admin.auth)).status).toBe(409);
    expect((await api().call('POST', '/api/admin/funds', { name: 'Cheap', goal: 10 }, admin.auth)).status).toBe(400);
    expect(await newLines()).toEqual([]);

    const closed = await api().call('PUT', `/api/admin/funds/${id}`, { name: 'Hostel Wing', description: 'A new wing.', goal: 5_000_000, open: false }, admin.auth);
    expect(closed.status).toBe(200);
    await oneLine({ action: 'fund.edit', target_kind: 'fund', target_id: id, before: { name: 'Alumni Hostel', open: true }, after: { name: 'Hostel Wing', open: false } });
    expect((await api().call('PUT', `/api/admin/funds/${id}`, { name: 'Scholarships', goal: 5000 }, admin.auth)).status).toBe(409);
    expect((await api().call('PUT', '/api/admin/funds/00000000-0000-4000-8000-000000000000', { name: 'Gone', goal: 5000 }, admin.auth)).status).toBe(404);
    expect(await newLines()).toEqual([]);
  });

  it('keeps a line for text jsonb could not hold as sent (a lone surrogate is stored as U+FFFD)', async () => {
    const made = await api().call('POST', '/api/admin/funds', { name: 'Odd \ud800 Fund', goal: 5000 }, admin.auth);
    expect(made.status).toBe(201);
    await oneLine({ action: 'fund.create', target_kind: 'fund', target_id: made.json.id, after: { name: 'Odd \ufffd Fund', description: '', goal: 5000, open: true } });
  });
});

describe('events', () => {
  it("create, edit, hosts and cancel each write their line; a host's edit, a replay and a refusal do not", async () => {
    const args = eventArgs();
    expect((await api().call('POST', '/api/events', args, admin.auth)).status).toBe(201);
    const { id, ...fields } = args;
    await oneLine({ action: 'event.create', target_kind: 'event', target_id: id, after: { ...fields, startsAt: '2026-12-20T13:00:00.000Z', endsAt: '2026-12-20T16:30:00.000Z' } });
    const [line] = await db.sql`select after::text as text from audit_log where target_id = ${id}`;
    expect(line!.text).not.toMatch(/private|"d"/);

    expect((await api().call('PUT', `/api/events/${id}`, eventArgs({ id, city: 'Mumbai', capacity: 20 }), admin.auth)).status).toBe(200);
    await oneLine({ action: 'event.edit', target_kind: 'event', target_id: id, before: { city: 'Pune', capacity: 10 }, after: { city: 'Mumbai', capacity: 20 } });
    expect((await api().call('PUT', `/api/events/${id}`, eventArgs({ id, title: 'x' }), admin.auth)).status).toBe(400);

    expect((await api().call('PUT', `/api/events/${id}/hosts`, { hostIds: [member.id] }, admin.auth)).status).toBe(200);
    await oneLine({ action: 'event.hosts', target_kind: 'event', target_id: id, before: { hostIds: [] }, after: { hostIds: [member.id] } });
    expect((await api().call('PUT', `/api/events/${id}/hosts`, { hostIds: [member.id] }, admin.auth)).status).toBe(200);
    expect((await api().call('PUT', `/api/events/${id}/hosts`, { hostIds: ['00000000-0000-4000-8000-000000000000'] }, admin.auth)).status).toBe(400);
    // The host is a member, not an admin: their edit is theirs, not an admin action.
    expect((await api().call('PUT', `/api/events/${id}`, eventArgs({ id, city: 'Mumbai', capacity: 20, venue: 'Hall B' }), member.auth)).status).toBe(200);
    expect(await newLines()).toEqual([]);

    expect((await api().call('POST', `/api/events/${id}/cancel`, {}, admin.auth)).status).toBe(200);
    await oneLine({ action: 'event.cancel', target_kind: 'event', target_id: id, before: { status: 'scheduled' }, after: { status: 'cancelled' } });
    expect((await api().call('POST', `/api/events/${id}/cancel`, {}, admin.auth)).status).toBe(200);
    expect((await api().call('POST', '/api/events', args, admin.auth)).status).toBe(201);
    expect(await newLines()).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_DONATIONS_PAGE_SIZE } from '#domain/donations/admin-donations.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';

let db: TestDatabase;
let admin: Record<string, string>;
let member: { id: string; auth: Record<string, string> };
const clock = manualClock();
const api = () => createTestApp(db.sql, { clock });
let scholarships: string;
let facilities: string;

/** A donation as the pay path leaves it (that path has its own tests in routes/donations.test.ts). */
async function row(over: { status: string; rupees: number; fund: string; message?: string; day: string }) {
  const at = new Date(`${over.day}T10:00:00+05:30`);
  const ref = `DN-${crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;
  await db.sql`
    insert into donations (reference, donor_id, fund_id, amount, donation_type, message, status, payment_id, paid_amount, created_at, paid_at, updated_at)
    values (${ref}, ${member.id}, ${over.fund}, ${over.rupees}, 'One-Time', ${over.message ?? ''}, ${over.status},
      ${over.status === 'paid' ? `pay_${ref}` : null}, ${over.status === 'paid' ? over.rupees * 100 : null}, ${at},
      ${over.status === 'paid' ? at : null}, ${at})`;
  return ref;
}

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = (await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
  member = await signedInMember(db.sql, { fullName: 'Meera Giver' });
  const funds = await db.sql<{ id: string; name: string }[]>`select id, name from donation_funds`;
  scholarships = funds.find((f) => f.name === 'Scholarships')!.id;
  facilities = funds.find((f) => f.name === 'Campus Facilities')!.id;
  await row({ status: 'paid', rupees: 2500, fund: scholarships, day: '2026-11-01' });
  await row({ status: 'paid', rupees: 1000, fund: facilities, day: '2026-11-10', message: '=HYPERLINK("http://evil.example","click")' });
  await row({ status: 'created', rupees: 5000, fund: scholarships, day: '2026-11-12' });
  await row({ status: 'failed', rupees: 700, fund: facilities, day: '2026-10-20' });
  for (let i = 0; i < ADMIN_DONATIONS_PAGE_SIZE; i += 1) await row({ status: 'paid', rupees: 100, fund: scholarships, day: '2026-09-01' });
});
afterAll(() => db?.close());

const list = (query = '') => api().call('GET', `/api/admin/donations${query}`, undefined, admin);

describe('GET /api/admin/donations', () => {
  it('pages newest first and totals the paid rows over the whole filter', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total: 29, page: 1, pageSize: ADMIN_DONATIONS_PAGE_SIZE, totals: { paidCount: 27, paidAmount: 2500 + 1000 + 2500 } });
    expect(first.json.donations).toHaveLength(ADMIN_DONATIONS_PAGE_SIZE);
    expect(first.json.donations[0]).toMatchObject({ amount: 5000, status: 'created', fund: 'Scholarships', donor: { fullName: 'Meera Giver' } });
    expect((await list('?page=2')).json.donations).toHaveLength(4);
  });

  it('filters by status, fund and dates (India time), and refuses a bad filter with a 400', async () => {
    expect((await list('?status=failed')).json.donations.map((d: { amount: number }) => d.amount)).toEqual([700]);
    const fund = (await list(`?fund=${facilities}&status=paid`)).json;
    expect(fund.totals).toEqual({ paidCount: 1, paidAmount: 1000, refundedAmount: 0, needsAdmin: 0 });
    const november = (await list('?from=2026-11-01&to=2026-11-10&status=paid')).json;
    expect(november.donations.map((d: { amount: number }) => d.amount)).toEqual([1000, 2500]);
    for (const bad of ['?status=stolen', '?fund=abc', '?from=yesterday', '?page=0', '?to=2026-13-45', '?attention=yes']) expect((await list(bad)).status, bad).toBe(400);
  });

  it('exports CSV whose cells cannot run as formulas, for the admin only', async () => {
    const res = await api().call('GET', '/api/admin/donations/export?status=paid', undefined, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Reference,Donor,Roll number,E-mail,Amount (INR),Type,Status,Fund,Message,Payment ID,Created,Paid,Refunded (INR)');
    expect(lines).toHaveLength(1 + 27);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await api().call('GET', '/api/admin/donations/export', undefined, member.auth)).status).toBe(403);
  });
});

describe('funds', () => {
  it('the admin adds, renames, closes funds; donors see them in the summary; names stay unique', async () => {
    const made = await api().call('POST', '/api/admin/funds', { name: 'Alumni Hostel', description: 'A new hostel wing.', goal: 5_000_000 }, admin);
    expect(made.status).toBe(201);
    expect((await api().call('POST', '/api/admin/funds', { name: 'Alumni Hostel', goal: 5000 }, admin)).status).toBe(409);
    expect((await api().call('POST', '/api/admin/funds', { name: 'X', goal: 10 }, admin)).status).toBe(400);
    const closed = await api().call('PUT', `/api/admin/funds/${made.json.id}`, { name: 'Hostel Wing', description: '', goal: 5_000_000, open: false }, admin);
    expect(closed.status).toBe(200);
    const summary = (await api().call('GET', '/api/donation/summary')).json;
    expect(summary.funds.find((f: { id: string }) => f.id === made.json.id)).toMatchObject({ name: 'Hostel Wing', open: false, raised: 0 });
    expect(summary.funds.find((f: { name: string }) => f.name === 'Scholarships').raised).toBe(2500 + 25 * 100);
    expect((await api().call('POST', '/api/admin/funds', { name: 'Sneaky', goal: 5000 }, member.auth)).status).toBe(403);
  });
});

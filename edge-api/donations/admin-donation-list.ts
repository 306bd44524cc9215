import type { Sql } from 'postgres';
import {
  ADMIN_DONATIONS_PAGE_SIZE,
  EXPORT_ROW_CAP,
  type AdminDonation,
  type AdminDonationFilter,
  type AdminDonationPage,
} from '#domain/donations/admin-donations.ts';
import { PAISE_PER_RUPEE } from '#domain/donations/donation.ts';
import { csvLine } from '#domain/spreadsheet-cell.ts';
import { DONATION_COLUMNS, toDonationView, type DonationRow } from './donation-rows.ts';

type Row = DonationRow & { donor_name: string; donor_roll: string | null; donor_email: string | null };

/** The filter's rows: a paid row by its payment date, any other by when it was made. */
function where(sql: Sql, f: AdminDonationFilter) {
  const day = (d: string, next = false) => new Date(Date.parse(`${d}T00:00:00+05:30`) + (next ? 86_400_000 : 0));
  const when = sql`coalesce(d.paid_at, d.created_at)`;
  return sql`
    where true
    ${f.status ? sql`and d.status = ${f.status}` : sql``}
    ${f.attention ? sql`and d.status = 'created' and d.reconcile_gave_up_at is not null` : sql``}
    ${f.fund ? sql`and d.fund_id = ${f.fund}` : sql``}
    ${f.from ? sql`and ${when} >= ${day(f.from)}` : sql``}
    ${f.to ? sql`and ${when} < ${day(f.to, true)}` : sql``}`;
}

const FROM = 'donations d join users u on u.id = d.donor_id left join donation_funds f on f.id = d.fund_id';

const toAdmin = (row: Row): AdminDonation => ({
  ...toDonationView(row),
  donor: { fullName: row.donor_name, rollNumber: row.donor_roll === null ? null : Number(row.donor_roll), email: row.donor_email },
  // Only while the row is pending: once paid or cancelled, what Razorpay refused no longer matters.
  reconcile:
    row.status === 'created' && row.reconcile_failures > 0
      ? {
          reason: row.reconcile_error ?? '',
          failures: row.reconcile_failures,
          nextTryAt: row.reconcile_next_at?.toISOString() ?? null,
          needsAdmin: row.reconcile_gave_up_at !== null,
          since: row.reconcile_gave_up_at?.toISOString() ?? null,
        }
      : null,
});

/** GET /api/admin/donations: a page, newest first, with totals over the whole filter. */
export async function adminDonationPage(sql: Sql, f: AdminDonationFilter): Promise<AdminDonationPage> {
  const filter = where(sql, f);
  const rows = await sql<Row[]>`
    select ${sql.unsafe(DONATION_COLUMNS)}, coalesce(d.donor_name_kept, u.full_name) as donor_name, u.roll_number::text as donor_roll,
      case when u.erased_at is null then u.email end as donor_email
    from ${sql.unsafe(FROM)} ${filter}
    order by coalesce(d.paid_at, d.created_at) desc, d.id
    limit ${ADMIN_DONATIONS_PAGE_SIZE} offset ${(f.page - 1) * ADMIN_DONATIONS_PAGE_SIZE}`;
  const [totals] = await sql<{ total: number; paid_count: number; paid_paise: string; refunded_paise: string; needs_admin: number }[]>`
    select count(*)::int as total, count(*) filter (where d.status = 'paid')::int as paid_count,
      coalesce(sum(d.paid_amount - d.refunded_amount) filter (where d.status = 'paid'), 0)::text as paid_paise,
      coalesce(sum(d.refunded_amount), 0)::text as refunded_paise,
      count(*) filter (where d.status = 'created' and d.reconcile_gave_up_at is not null)::int as needs_admin
    from ${sql.unsafe(FROM)} ${filter}`;
  return {
    donations: rows.map(toAdmin),
    total: totals!.total,
    page: f.page,
    pageSize: ADMIN_DONATIONS_PAGE_SIZE,
    totals: {
      paidAmount: Number(totals!.paid_paise) / PAISE_PER_RUPEE,
      paidCount: totals!.paid_count,
      refundedAmount: Number(totals!.refunded_paise) / PAISE_PER_RUPEE,
      needsAdmin: totals!.needs_admin,
    },
  };
}

// New columns go at the end: a spreadsheet made from an older export keeps its columns.
export const EXPORT_HEADER = ['Reference', 'Donor', 'Roll number', 'E-mail', 'Amount (INR)', 'Type', 'Status', 'Fund', 'Message', 'Payment ID', 'Created', 'Paid', 'Refunded (INR)'];

/** The export: every filtered row (up to EXPORT_ROW_CAP) as CSV lines whose cells never run as formulas. */
export async function adminDonationCsv(sql: Sql, f: AdminDonationFilter): Promise<string> {
  const rows = await sql<Row[]>`
    select ${sql.unsafe(DONATION_COLUMNS)}, coalesce(d.donor_name_kept, u.full_name) as donor_name, u.roll_number::text as donor_roll,
      case when u.erased_at is null then u.email end as donor_email
    from ${sql.unsafe(FROM)} ${where(sql, f)}
    order by coalesce(d.paid_at, d.created_at) desc, d.id limit ${EXPORT_ROW_CAP}`;
  const lines = [csvLine(EXPORT_HEADER)];
  for (const row of rows.map(toAdmin)) {
    lines.push(
      csvLine([
        row.reference, row.donor.fullName, row.donor.rollNumber, row.donor.email, row.amount, row.donationType, row.status,
        row.fund, row.message, row.paymentId, row.createdAt, row.paidAt, row.refundedAmount,
      ]),
    );
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

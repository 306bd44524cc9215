import type { Sql } from 'postgres';
import { PAISE_PER_RUPEE, type DonationSummary } from '#domain/donations/donation.ts';

// The spec's hero figure for what this app does not track yet.
const SCHOLARSHIPS_AWARDED = 42;

/** The hero's stats and the impact tab's funds, summed from paid donations less their refunds (ADR 0099). */
export async function donationSummary(sql: Sql, configured: boolean): Promise<DonationSummary> {
  const [totals] = await sql<{ paise: string; donors: number }[]>`
    select coalesce(sum(paid_amount - refunded_amount), 0)::text as paise, count(distinct donor_id)::int as donors
    from donations where status = 'paid'`;
  // Events held: started and not cancelled (issue 16, ADR 0091).
  const [held] = await sql<{ n: number }[]>`
    select count(*)::int as n from events where status = 'scheduled' and deleted_at is null and starts_at <= now()`;
  const funds = await sql<{ id: string; name: string; description: string; goal: string; raised: string; open: boolean }[]>`
    select f.id, f.name, f.description, f.goal::text, f.open,
      (select coalesce(sum(d.paid_amount - d.refunded_amount), 0) from donations d where d.fund_id = f.id and d.status = 'paid')::text as raised
    from donation_funds f order by f.position, f.name`;
  return {
    configured,
    totalRaised: Math.floor(Number(totals!.paise) / PAISE_PER_RUPEE),
    donors: totals!.donors,
    scholarships: SCHOLARSHIPS_AWARDED,
    events: held!.n,
    funds: funds.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      goal: Number(f.goal),
      raised: Math.floor(Number(f.raised) / PAISE_PER_RUPEE),
      open: f.open,
    })),
  };
}

/** A member's paid total in rupees, less refunds: the profile's Donation tile. */
export async function donatedBy(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql<{ paise: string }[]>`
    select coalesce(sum(paid_amount - refunded_amount), 0)::text as paise from donations where donor_id = ${userId} and status = 'paid'`;
  return Math.floor(Number(row!.paise) / PAISE_PER_RUPEE);
}

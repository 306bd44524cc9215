import * as v from 'valibot';
import { noNul, requiredText } from '../validation.ts';
import { DONATION_STATUSES, MAX_DONATION, type DonationView } from './donation.ts';

export const ADMIN_DONATIONS_PAGE_SIZE = 25;
/** An export holds at most this many rows; narrow the filter for more. */
export const EXPORT_ROW_CAP = 50_000;

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD'), v.check((d) => !Number.isNaN(Date.parse(d)), 'Dates are YYYY-MM-DD'));
const blankable = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(v.union([v.literal(''), schema]), '');

/**
 * /admin/donations' filters, as query parameters: status, fund, paid or created between two dates,
 * and `attention=1` for the rows the reconciler left to the admin.
 */
export const AdminDonationFilterSchema = v.object({
  status: blankable(v.picklist(DONATION_STATUSES, 'Unknown status')),
  attention: blankable(v.literal('1', 'attention is 1 or nothing')),
  fund: blankable(v.pipe(v.string(), v.uuid('Unknown fund'))),
  from: blankable(isoDate),
  to: blankable(isoDate),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a positive whole number'), v.transform(Number)), '1'),
});
export type AdminDonationFilter = v.InferOutput<typeof AdminDonationFilterSchema>;

/**
 * A pending donation Razorpay would not answer about (ADR 0098): its last reason, how many refusals
 * in a row, when it is asked next, and `needsAdmin` once the reconciler has stopped asking.
 */
export type ReconcileTrouble = { reason: string; failures: number; nextTryAt: string | null; needsAdmin: boolean; since: string | null };

export type AdminDonation = DonationView & {
  donor: { fullName: string; rollNumber: number | null; email: string | null };
  reconcile: ReconcileTrouble | null;
};

export type AdminDonationPage = {
  donations: AdminDonation[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * Over every row the filter matches, not only this page: `paidAmount` is what paid rows keep
   * after refunds, `refundedAmount` what was refunded, `needsAdmin` the rows left to the admin.
   */
  totals: { paidAmount: number; paidCount: number; refundedAmount: number; needsAdmin: number };
};

const FUND_GOAL_MAX = MAX_DONATION * 1000;

/** A fund as the admin creates or edits it. */
export const FundSchema = v.object({
  name: requiredText(v.pipe(v.string('Name is required'), v.trim(), v.minLength(2, 'Name is required'), v.maxLength(60, 'Name must be at most 60 characters'))),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, 'Description must be at most 300 characters'), noNul<string>()), ''),
  goal: v.pipe(
    v.number('Goal must be a number of rupees'),
    v.integer('Goal must be whole rupees'),
    v.minValue(1000, 'Goal must be at least ₹1,000'),
    v.maxValue(FUND_GOAL_MAX, 'Goal is too large'),
  ),
  open: v.optional(v.boolean('Open must be true or false'), true),
});
export type FundInput = v.InferInput<typeof FundSchema>;

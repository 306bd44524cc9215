import * as v from 'valibot';
import { noNul } from '../validation.ts';

// Donations (spec: Donation, Payment result; docs/decisions/0080-donations.md). One definition of
// the request, the bounds and the wire shapes, used by the form, the server and the tests.

export const DONATION_TYPES = ['One-Time', 'Monthly', 'Annual'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];
export const SUGGESTED_AMOUNTS = [500, 1000, 2500, 5000] as const;
/** Whole rupees, per payment (ADR 0080): Razorpay's smallest is ₹1; ₹10 keeps card fees sane. */
export const MIN_DONATION = 10;
export const MAX_DONATION = 1_000_000;
export const MESSAGE_MAX = 500;
export const CURRENCY = 'INR';
export const PAISE_PER_RUPEE = 100;

export const DONATION_MESSAGES = {
  loginRequired: 'Please Login to make a donation',
  amountRequired: 'Please enter a donation amount',
  amountWhole: 'Enter the amount in whole rupees',
  amountMin: `The smallest donation is ₹${MIN_DONATION}`,
  amountMax: 'The largest donation is ₹10,00,000 per payment',
  typeInvalid: 'Choose One-Time, Monthly or Annual',
  messageTooLong: `Message must be at most ${MESSAGE_MAX} characters`,
  fundClosed: 'This fund is not taking donations',
  orderFailed: 'Failed to create Donation Order',
  internal: 'Internal Error',
  loadFailed: 'Failed to load Donation details. Please try again later.',
  notConfigured: 'Online donations are not set up yet',
  offline: 'Payments need a connection. Connect to the internet to donate.',
  providerDown: 'The payment service is not answering. Please try again in a few minutes.',
  notFound: 'Donation not found',
} as const;

const amountField = v.pipe(
  v.union(
    [v.number(DONATION_MESSAGES.amountRequired), v.pipe(v.string(), v.trim(), v.nonEmpty(DONATION_MESSAGES.amountRequired), v.transform(Number))],
    DONATION_MESSAGES.amountRequired,
  ),
  v.number(DONATION_MESSAGES.amountRequired),
  v.check((n) => Number.isFinite(n), DONATION_MESSAGES.amountRequired),
  v.integer(DONATION_MESSAGES.amountWhole),
  v.minValue(MIN_DONATION, DONATION_MESSAGES.amountMin),
  v.maxValue(MAX_DONATION, DONATION_MESSAGES.amountMax),
);

/**
 * The spec's donation request: rollNumber, amount, donationType, message. The donor is the
 * signed-in member whatever rollNumber says; `fundId` picks a fund (the first open one if absent).
 */
export const DonationRequestSchema = v.object({
  rollNumber: v.optional(v.union([v.string(), v.number()])),
  amount: v.optional(amountField, '' as never),
  donationType: v.optional(v.picklist(DONATION_TYPES, DONATION_MESSAGES.typeInvalid), 'One-Time'),
  message: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MESSAGE_MAX, DONATION_MESSAGES.messageTooLong), noNul<string>()),
    '',
  ),
  fundId: v.optional(v.pipe(v.string(), v.uuid('Choose a fund'))),
});
export type DonationRequestInput = v.InferInput<typeof DonationRequestSchema>;
export type DonationRequest = v.InferOutput<typeof DonationRequestSchema>;

export const DONATION_STATUSES = ['created', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/**
 * POST /api/donation's answer. The spec names `donation {id, amount}`: `id` is what Checkout opens
 * (the Razorpay order, or the subscription for Monthly and Annual) and `amount` is in paise, as
 * Razorpay's order has it. The rest is added (ADR 0080).
 */
export type CreatedDonation = {
  donation: {
    id: string;
    amount: number;
    currency: typeof CURRENCY;
    reference: string;
    donationType: DonationType;
    orderId: string | null;
    subscriptionId: string | null;
  };
  checkout: {
    key: string;
    name: string;
    description: string;
    callbackUrl: string;
    prefill: { name: string; email: string };
  };
};

/** GET /api/donation/{reference}: what the result page and the donor's history show. */
export type DonationView = {
  reference: string;
  /** What was paid, in rupees (what was asked, before payment). */
  amount: number;
  /** Of `amount`, what was refunded (ADR 0099): a `paid` row with some refunded is partly refunded. */
  refundedAmount: number;
  donationType: DonationType;
  status: DonationStatus;
  fund: string | null;
  message: string;
  paymentId: string | null;
  createdAt: string;
  paidAt: string | null;
  /** Monthly and Annual, on the subscription's first row: whether later charges will come. */
  subscriptionStatus: 'created' | 'active' | 'cancelled' | 'completed' | null;
};

export type Fund = { id: string; name: string; description: string; goal: number; raised: number; open: boolean };

/** GET /api/donation/summary: the hero's figures and the impact tab's funds, from paid rows less their refunds. */
export type DonationSummary = {
  configured: boolean;
  totalRaised: number;
  donors: number;
  scholarships: number;
  events: number;
  funds: Fund[];
};

/** Whom Checkout names as the payee (spec: "the association's name"). */
export const PAYEE_NAME = 'Westbrook Institute of Technology Alumni Association';
/** Charges a Monthly or Annual subscription makes before it ends: ten years either way. */
export const SUBSCRIPTION_CHARGES = { Monthly: 120, Annual: 10 } as const;

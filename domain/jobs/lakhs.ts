export const RUPEES_PER_LAKH = 100_000;

// Made on first use: the job filters import this module for RUPEES_PER_LAKH alone.
let rupees: Intl.NumberFormat | undefined;

/** A negative, NaN or infinite amount is shown as 0. */
const clean = (amount: number) => (Number.isFinite(amount) && amount > 0 ? amount : 0);

/**
 * The profile's Donation tile (spec 2 and 9): below 100000 the rupee sign and the amount with
 * Indian grouping ('₹99,999'); from 100000 the whole number of lakhs, rounded down, with 'L'
 * (250000 → '2L', 199999999 → '1999L').
 */
export function formatLakhs(amount: number): string {
  const value = clean(amount);
  if (value < RUPEES_PER_LAKH) return `₹${(rupees ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })).format(value)}`;
  return `${Math.floor(value / RUPEES_PER_LAKH)}L`;
}

/**
 * The donation hero's stats: lakhs with one decimal and 'L+' (1250000 → '12.5L+'). Rounded down,
 * since the '+' promises "at least": 1249999 → '12.4L+'. Below a lakh the rupee amount, as on the
 * Donation tile: a young fund's '₹2,500' says more than '0.0L+' (docs/decisions/0082).
 */
export function formatLakhsOneDecimal(amount: number): string {
  if (clean(amount) < RUPEES_PER_LAKH) return formatLakhs(amount);
  const tenthsOfLakh = Math.floor(clean(amount) / (RUPEES_PER_LAKH / 10));
  return `${(tenthsOfLakh / 10).toFixed(1)}L+`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** '₹2,500', '₹10,00,000', '₹99.50': receipts, the result page and the donor's history. */
export const formatRupees = (amount: number) => rupees.format(Number.isFinite(amount) ? amount : 0);

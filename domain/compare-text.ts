// Sort orders for text. Names go in the reader's alphabetical order; times and codes compare by
// code unit, which is their order (ISO 8601). `localeCompare` and the first `Intl.Collator` load
// the locale's collation data, ~18 ms of a phone's start (70 ms at the 4× slowdown budgets use), for
// lists (cities, a question's tags) that are nearly always plain letters, digits and spaces.

let collator: Intl.Collator | undefined;
const PLAIN = /^[A-Za-z0-9 ]*$/;

/**
 * Names, titles, cities: alphabetical in English (the portal's language, whatever the device's).
 * Plain text (ASCII letters, digits, spaces) is compared without a collator, in the same order:
 * case-blind first, then at the first difference in case, lower case first.
 */
export function byName(a: string, b: string): number {
  if (!PLAIN.test(a) || !PLAIN.test(b)) return (collator ??= new Intl.Collator('en')).compare(a, b);
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  if (la !== lb) return la < lb ? -1 : 1;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] === la[i] ? -1 : 1;
  return 0;
}

/** ISO 8601 times and other fixed-format codes: in order. */
export const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

import { CATEGORIES, DEFAULT_CATEGORY, type Category } from './question-schema.ts';

/**
 * The answer count on a list card (spec 2: 'Answer', 'Answers' or 'No Answers'):
 * 0 → 'No Answers', 1 → '1 Answer', any other count → '{n} Answers'.
 * A count that is not a positive finite number (negative, NaN, Infinity) reads as 'No Answers';
 * a fractional count is rounded down first (0.5 → 'No Answers', 1.9 → '1 Answer').
 */
export function answerCountLabel(n: number): string {
  const count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  if (count === 0) return 'No Answers';
  return count === 1 ? '1 Answer' : `${count} Answers`;
}

export const ANONYMOUS = 'Anonymous';

/** The asker (or answerer, commenter) to show: the trimmed name, or 'Anonymous' when missing or blank. */
export function askerName(name: string | null | undefined): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  return trimmed === '' ? ANONYMOUS : trimmed;
}

const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(CATEGORIES);

/**
 * Which category's styling a chip gets (spec 4): the category itself when it is one of
 * Career, Technical, Academic, General (exact match), else General.
 */
export function categoryStyle(category: string | null | undefined): Category {
  return typeof category === 'string' && KNOWN_CATEGORIES.has(category) ? (category as Category) : DEFAULT_CATEGORY;
}

export type StatusTone = 'open' | 'other';

/** The detail page's status colour (spec 4): exactly 'Open' is green ('open'); any other value is red ('other'). */
export function statusTone(status: string | null | undefined): StatusTone {
  return status === 'Open' ? 'open' : 'other';
}

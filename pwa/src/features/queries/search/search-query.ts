import { searchTermOf, wordsOf } from '#domain/queries/search-words.ts';

/** One alternative of a search: every word of `all`, none of `none` (lower-case words, stop words out). */
export type Clause = { all: string[]; none: string[] };

const TOKEN = /(-?)"([^"]*)"?|(-?)([^\s"]+)/g;

/**
 * A search read as Postgres' `websearch_to_tsquery` reads it: words are all required, `or`
 * between words gives alternatives, `-word` excludes, and a "quoted phrase" requires its words
 * (here in any order). Stop words are dropped; a clause left with no required word is dropped.
 */
export function parseSearch(text: string): Clause[] {
  const clauses: Clause[] = [];
  let current: Clause = { all: [], none: [] };
  for (const m of text.matchAll(TOKEN)) {
    const negated = (m[1] ?? m[3]) === '-';
    const raw = m[2] ?? m[4] ?? '';
    if (m[4] !== undefined && !negated && raw.toLowerCase() === 'or') {
      clauses.push(current);
      current = { all: [], none: [] };
      continue;
    }
    const words = wordsOf(raw).filter((w) => searchTermOf(w) !== null);
    (negated ? current.none : current.all).push(...words);
  }
  clauses.push(current);
  return clauses.filter((c) => c.all.length > 0);
}

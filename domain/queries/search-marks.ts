import { searchTermOf } from './search-words.ts';

/** A piece of plain text, and whether it is a searched word. Screens render `hit` pieces as <mark>. */
export type MarkedSegment = { text: string; hit: boolean };

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Splits `text` into pieces, marking each word that starts with the stem of one of `terms`
 * ('interview' marks 'Interviews' and 'interviewing'), as the search matched it. Stop words are
 * never marked. Joining the pieces' text gives `text` back; nothing here is HTML.
 */
export function markTerms(text: string, terms: readonly string[]): MarkedSegment[] {
  const stems = [...new Set(terms.map(searchTermOf).filter((s): s is string => !!s))];
  if (!text || stems.length === 0) return text ? [{ text, hit: false }] : [];
  const out: MarkedSegment[] = [];
  let plain = 0;
  for (const m of text.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    if (!stems.some((s) => word.startsWith(s))) continue;
    if (m.index > plain) out.push({ text: text.slice(plain, m.index), hit: false });
    out.push({ text: m[0], hit: true });
    plain = m.index + m[0].length;
  }
  if (plain < text.length) out.push({ text: text.slice(plain), hit: false });
  return out;
}

import { stem } from 'porter2';

// The words of a search, as Postgres' `english` text search configuration sees them (issue 33):
// split on anything that is not a letter or a digit, lower-cased, its stop words dropped, the rest
// reduced by the Snowball English (Porter2) stemmer. The device's index and the marker use these,
// so offline results and marks agree with the server's.

/** Postgres' `english.stop` (the Snowball list), word for word. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself ' +
    'it its itself they them their theirs themselves what which who whom this that these those am is are was were be ' +
    'been being have has had having do does did doing a an the and but if or because as until while of at by for with ' +
    'about against between into through during before after above below to from up down in out on off over under ' +
    'again further then once here there when where why how all any both each few more most other some such no nor not ' +
    'only own same so than too very s t can will just don should now'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of `text`, lower-cased, in order (stop words included). */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

const stems = new Map<string, string>();

/** A lower-case word's stem ('placements' → 'placement'); remembered, as indexing asks for the same words often. */
export function stemOf(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stem(word);
    if (stems.size > 50_000) stems.clear(); // a cap: a long-lived worker must not grow without end
    stems.set(word, s);
  }
  return s;
}

/** What a word is searched by: its stem, or null for a stop word. */
export const searchTermOf = (word: string): string | null => {
  const w = word.toLowerCase();
  return ENGLISH_STOP_WORDS.has(w) ? null : stemOf(w);
};

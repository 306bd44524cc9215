import { searchTermOf } from '#domain/queries/search-words.ts';

/** pg_trgm's default `similarity_threshold`: less alike than this is no correction. */
const THRESHOLD = 0.3;

/** A word's trigrams as pg_trgm makes them: two spaces before it, one after, each trigram once. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/**
 * The words the device's questions, answers and comments use, for typo tolerance as the server
 * has it: a searched word whose stem no text holds is replaced by the most similar word by
 * trigrams (pg_trgm's `similarity`). Words are only added: one no longer used costs a correction to
 * a word that finds nothing, and a rebuild forgets it.
 */
export class TypoVocabulary {
  private readonly words = new Set<string>();
  private readonly stems = new Set<string>();
  private readonly byTrigram = new Map<string, string[]>();

  add(word: string) {
    if (this.words.has(word) || word.length < 2 || /^\d+$/.test(word)) return;
    const stem = searchTermOf(word);
    if (!stem) return;
    this.words.add(word);
    this.stems.add(stem);
    for (const t of trigramsOf(word)) {
      const list = this.byTrigram.get(t);
      if (list) list.push(word);
      else this.byTrigram.set(t, [word]);
    }
  }

  /** Whether some text holds a word with this stem. */
  knows = (stem: string) => this.stems.has(stem);

  /** The known word most like `word` (ties: the shorter, then the first in order), or null. */
  nearest(word: string): string | null {
    const mine = trigramsOf(word);
    const shared = new Map<string, number>();
    for (const t of mine) for (const w of this.byTrigram.get(t) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    let best: string | null = null;
    let bestSim = THRESHOLD;
    for (const [w, n] of shared) {
      const sim = n / (mine.length + trigramsOf(w).length - n);
      if (sim > bestSim || (sim === bestSim && best !== null && (w.length < best.length || (w.length === best.length && w < best)))) {
        best = w;
        bestSim = sim;
      }
    }
    return best;
  }
}

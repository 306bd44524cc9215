// Issue 33: the plain-text excerpt a search hit shows, cut around the first searched word, the same
// online and offline. `terms` are stems ('prepar'): a word matches when it starts with one.

export const EXCERPT_LENGTH = 200;
const LEAD = 60;

/** Where the first word starting with one of `terms` begins, or -1. */
export function firstTermAt(text: string, terms: readonly string[]): number {
  if (!terms.length) return -1;
  const lower = text.toLowerCase();
  let best = -1;
  for (const term of terms) {
    const t = term.toLowerCase();
    if (!t) continue;
    for (let at = lower.indexOf(t); at !== -1 && (best === -1 || at < best); at = lower.indexOf(t, at + 1)) {
      if (at === 0 || !/[\p{L}\p{N}]/u.test(lower[at - 1]!)) {
        best = at;
        break;
      }
    }
  }
  return best;
}

/** Up to EXCERPT_LENGTH characters of `text` around its first matching word, cut at spaces, with '…' where cut. */
export function searchExcerpt(text: string, terms: readonly string[], length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const at = firstTermAt(flat, terms);
  let start = at <= LEAD ? 0 : at - LEAD;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space !== -1 && space < at ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

import * as v from 'valibot';
import { byName } from '../compare-text.ts';

// Issue 33: up to five tags on a question, beside the spec's category, to find it by later.
// A tag is lower case, words joined by hyphens: 'GATE 2027' and 'gate-2027' are one tag.

export const MAX_TAGS = 5;
export const TAG_MAX_LENGTH = 30;
export const TAG_TEXTS = { tooMany: `At most ${MAX_TAGS} tags`, tooLong: `A tag is at most ${TAG_MAX_LENGTH} characters`, notText: 'Tags are words' } as const;

/** A tag as stored: trimmed, lower case, spaces as hyphens, only letters, digits and + # . - kept. */
export function normalizeTag(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}+#.-]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** The tags of a question: normalized, empty ones dropped, each once, in the order given. */
export const TagsSchema = v.pipe(
  v.array(v.pipe(v.string(TAG_TEXTS.notText), v.maxLength(200, TAG_TEXTS.tooLong)), TAG_TEXTS.notText),
  v.transform((tags) => [...new Set(tags.map(normalizeTag).filter(Boolean))]),
  v.check((tags) => tags.every((t) => t.length <= TAG_MAX_LENGTH), TAG_TEXTS.tooLong),
  v.maxLength(MAX_TAGS, TAG_TEXTS.tooMany),
);

/** Tags that start with (then contain) what is typed, most used first: the suggestions while typing. */
export function suggestTags(typed: string, counts: ReadonlyMap<string, number>, chosen: readonly string[], limit = 6): string[] {
  const want = normalizeTag(typed);
  if (!want) return [];
  const fits = [...counts].filter(([tag]) => tag.includes(want) && !chosen.includes(tag));
  fits.sort(([a, na], [b, nb]) => Number(b.startsWith(want)) - Number(a.startsWith(want)) || nb - na || byName(a, b));
  return fits.slice(0, limit).map(([tag]) => tag);
}

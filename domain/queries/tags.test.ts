import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizeTag, suggestTags, TAG_TEXTS, TagsSchema } from './tags.ts';

describe('tags', () => {
  it('are lower case with hyphens, each once, at most five', () => {
    expect(normalizeTag('  GATE  2027 ')).toBe('gate-2027');
    expect(normalizeTag('C++')).toBe('c++');
    expect(normalizeTag('<script>')).toBe('script');
    expect(normalizeTag('\u0000')).toBe('');
    expect(v.parse(TagsSchema, ['Placements', 'placements', ' ', 'Data Science'])).toEqual(['placements', 'data-science']);
    expect(v.safeParse(TagsSchema, ['a', 'b', 'c', 'd', 'e', 'f']).issues?.[0]?.message).toBe(TAG_TEXTS.tooMany);
    expect(v.safeParse(TagsSchema, ['x'.repeat(31)]).issues?.[0]?.message).toBe(TAG_TEXTS.tooLong);
    expect(v.safeParse(TagsSchema, [42]).success).toBe(false);
  });

  it('are suggested from those in use: starting with what is typed first, then the most used', () => {
    const counts = new Map([['placements', 9], ['gate', 4], ['gate-2027', 7], ['higher-studies', 2], ['aggregate', 12]]);
    expect(suggestTags('GA', counts, [])).toEqual(['gate-2027', 'gate', 'aggregate']);
    expect(suggestTags('gate', counts, ['gate'])).toEqual(['gate-2027', 'aggregate']);
    expect(suggestTags('  ', counts, [])).toEqual([]);
  });
});

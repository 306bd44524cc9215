import { describe, expect, it } from 'vitest';
import { markTerms } from './search-marks.ts';

const marked = (text: string, terms: string[]) => markTerms(text, terms).filter((s) => s.hit).map((s) => s.text);

describe('markTerms', () => {
  it('marks the words that share a searched word’s stem, whatever their case or ending', () => {
    expect(marked('Interviews and interviewing: my interview tips', ['interview'])).toEqual(['Interviews', 'interviewing', 'interview']);
    expect(marked('How I prepared for placements', ['placement', 'preparation'])).toEqual(['prepared', 'placements']);
  });

  it('gives the text back whole, in order, as plain pieces', () => {
    const text = 'Resume <b>tips</b> for the campus placement';
    const pieces = markTerms(text, ['placements', 'resume']);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces[0]).toEqual({ text: 'Resume', hit: true });
    expect(pieces.at(-1)).toEqual({ text: 'placement', hit: true });
  });

  it('never marks stop words, and marks nothing without terms', () => {
    expect(marked('The best of the best', ['the', 'of'])).toEqual([]);
    expect(markTerms('Plain text', [])).toEqual([{ text: 'Plain text', hit: false }]);
    expect(markTerms('', ['word'])).toEqual([]);
  });

  it('marks letters beyond ASCII', () => {
    expect(marked('Café culture at the café', ['café'])).toEqual(['Café', 'café']);
  });
});

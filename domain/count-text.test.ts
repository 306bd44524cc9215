import { describe, expect, it } from 'vitest';
import { countText, limitText } from './count-text.ts';

describe('countText', () => {
  it('groups figures as en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 99_999, 100_000, 1_250_000, 12_345_678, 987_654_321_012, -1, -1234, -12_345_678]) {
      expect(countText(n)).toBe(n.toLocaleString('en-IN'));
      expect(limitText(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('keeps a fraction and says what is not a number', () => {
    expect(countText(1234.5)).toBe('1,234.5');
    expect(limitText(1_234_567.25)).toBe('1,234,567.25');
    expect(countText(Number.NaN)).toBe('NaN');
    expect(countText(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

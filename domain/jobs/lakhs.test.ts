import { describe, expect, it } from 'vitest';
import { formatLakhs, formatLakhsOneDecimal } from './lakhs.ts';

describe('donation display (formatLakhs)', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [2500, '₹2,500'],
    [99999, '₹99,999'],
    [99999.5, '₹99,999.5'],
    [1234.567, '₹1,234.57'],
    [100000, '1L'],
    [199999, '1L'],
    [250000, '2L'],
    [1250000, '12L'],
    [10000000, '100L'],
    [-500, '₹0'],
    [Number.NaN, '₹0'],
    [Number.POSITIVE_INFINITY, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatLakhs(amount)).toBe(expected);
  });
});

describe("hero stats (formatLakhsOneDecimal, 'L+')", () => {
  it.each([
    [1250000, '12.5L+'],
    [1249999, '12.4L+'],
    [100000, '1.0L+'],
    [150000, '1.5L+'],
    [99999, '₹99,999'],
    [2500, '₹2,500'],
    [0, '₹0'],
    [10000000, '100.0L+'],
    [-1, '₹0'],
    [Number.NaN, '₹0'],
  ])('%d → %s', (amount, expected) => {
    expect(formatLakhsOneDecimal(amount)).toBe(expected);
  });
});

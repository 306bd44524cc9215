import { describe, expect, it } from 'vitest';
import { keepRow, rowOffsets, rowsIn } from './virtual-rows.ts';

const heights = (list: (number | undefined)[]) => (i: number) => list[i];

describe('rowOffsets', () => {
  it('puts each row below the one before, its gap included; unmeasured rows count the average', () => {
    const offsets = rowOffsets(4, 1, 10, heights([100, undefined, 50, undefined]), 80);
    expect([...offsets]).toEqual([0, 110, 200, 260, 350]);
  });

  it('makes a row of several columns as tall as its tallest item, the last row maybe short', () => {
    const offsets = rowOffsets(5, 2, 16, heights([100, 140, 90, undefined, 120]), 200);
    expect([...offsets]).toEqual([0, 156, 372, 508]);
  });

  it('has a single zero for an empty list', () => {
    expect([...rowOffsets(0, 2, 16, () => 10, 10)]).toEqual([0]);
  });
});

describe('rowsIn', () => {
  // Rows of 100 px with 10 px gaps: row r spans [110 r, 110 r + 110).
  const offsets = rowOffsets(100, 1, 10, () => 100, 100);

  it('gives the rows that meet the band', () => {
    expect(rowsIn(offsets, 0, 500)).toEqual({ start: 0, end: 4 });
    expect(rowsIn(offsets, 1100, 1320)).toEqual({ start: 10, end: 12 });
    expect(rowsIn(offsets, 1099, 1100)).toEqual({ start: 9, end: 10 });
  });

  it('clamps a band above or below the list to its first or last row', () => {
    expect(rowsIn(offsets, -900, -100)).toEqual({ start: 0, end: 0 });
    expect(rowsIn(offsets, -300, 150)).toEqual({ start: 0, end: 1 });
    expect(rowsIn(offsets, 10_500, 12_000)).toEqual({ start: 95, end: 99 });
    expect(rowsIn(offsets, 50_000, 60_000)).toEqual({ start: 99, end: 99 });
  });

  it('gives an empty range for an empty list', () => {
    expect(rowsIn(rowOffsets(0, 1, 10, () => 1, 1), 0, 1000)).toEqual({ start: 0, end: -1 });
  });
});

describe('keepRow', () => {
  const range = { start: 10, end: 14 };
  it('leaves a range that holds the row and its neighbours, or no row, as it is', () => {
    expect(keepRow(range, 12, 5, 100)).toBe(range);
    expect(keepRow(range, null, 5, 100)).toBe(range);
  });
  it('widens the range to a row within reach and a row either side of it', () => {
    expect(keepRow(range, 14, 5, 100)).toEqual({ start: 10, end: 15 });
    expect(keepRow(range, 10, 5, 100)).toEqual({ start: 9, end: 14 });
    expect(keepRow(range, 7, 5, 100)).toEqual({ start: 6, end: 14 });
    expect(keepRow(range, 19, 5, 100)).toEqual({ start: 10, end: 20 });
  });
  it('stops at the ends of the list, and lets a row out of reach go', () => {
    expect(keepRow({ start: 0, end: 2 }, 0, 5, 100)).toEqual({ start: 0, end: 2 });
    expect(keepRow({ start: 97, end: 99 }, 99, 5, 100)).toEqual({ start: 97, end: 99 });
    expect(keepRow(range, 4, 5, 100)).toBe(range);
    expect(keepRow(range, 20, 5, 100)).toBe(range);
  });
});

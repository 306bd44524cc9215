// The arithmetic of a virtualised list (virtual-list.tsx), kept apart so it can be tested alone.
// A list of `count` items laid out `columns` to a row; row r starts `offsets[r]` pixels below the
// list's top, and `offsets[rows]` is the height of every row with the gap after each.

export type RowRange = { start: number; end: number };

/**
 * The top of every row, and after the last one, the height of them all with one `gap` each. A
 * row is as tall as its tallest item: its measured height, or the average of those measured so
 * far when it has none (the `estimate` until anything is measured).
 */
export function rowOffsets(
  count: number,
  columns: number,
  gap: number,
  heightOf: (index: number) => number | undefined,
  average: number,
): Float64Array {
  const rows = Math.ceil(count / columns);
  const offsets = new Float64Array(rows + 1);
  for (let r = 0; r < rows; r++) {
    let tallest = 0;
    for (let i = r * columns; i < Math.min(count, (r + 1) * columns); i++) tallest = Math.max(tallest, heightOf(i) ?? average);
    offsets[r + 1] = offsets[r]! + tallest + gap;
  }
  return offsets;
}

/** The first row whose extent (its gap included) ends below `y`: binary search of the offsets. */
function rowAt(offsets: Float64Array, y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (offsets[mid + 1]! <= y) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The rows that meet the band from `top` to `bottom` (pixels from the list's top; either may lie
 * outside it). An empty list, or a band wholly above or below it, gives the nearest single row.
 */
export function rowsIn(offsets: Float64Array, top: number, bottom: number): RowRange {
  const rows = offsets.length - 1;
  if (rows <= 0) return { start: 0, end: -1 };
  const start = rowAt(offsets, Math.max(0, top));
  const end = Math.max(start, rowAt(offsets, Math.max(0, bottom)));
  return { start, end: Math.min(end, rows - 1) };
}

/**
 * `range` widened to take in `row` (the one holding focus) and a row either side of it, when it
 * lies at most `reach` rows away: tabbing always finds the next item on the page, and a scroll
 * does not take the focused item away. Further away it is let go. `rows` is the list's length.
 */
export function keepRow(range: RowRange, row: number | null, reach: number, rows: number): RowRange {
  if (row === null || row < range.start - reach || row > range.end + reach) return range;
  const start = Math.min(range.start, Math.max(0, row - 1));
  const end = Math.max(range.end, Math.min(rows - 1, row + 1));
  return start === range.start && end === range.end ? range : { start, end };
}

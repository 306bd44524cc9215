import { useCallback, useSyncExternalStore } from 'react';

/** A grid's columns: `steps` from the widest breakpoint down (Tailwind's), `phone` below them all. */
export type GridColumns = { steps: readonly { query: string; columns: number }[]; phone: number };

/** The photo grid's: 3 on a phone (a 360 px screen included), 4 from a tablet, 6 on a desktop. */
export const PHOTO_COLUMNS: GridColumns = {
  steps: [
    { query: '(min-width: 64rem)', columns: 6 },
    { query: '(min-width: 40rem)', columns: 4 },
  ],
  phone: 3,
};
/** The album list's: one card on a phone, 2 from `sm`, 3 from `lg`. */
export const ALBUM_COLUMNS: GridColumns = {
  steps: [
    { query: '(min-width: 64rem)', columns: 3 },
    { query: '(min-width: 40rem)', columns: 2 },
  ],
  phone: 1,
};

/** How many columns `grid` has at the window's width now, following its changes. */
export function useGridColumns(grid: GridColumns = PHOTO_COLUMNS) {
  const subscribe = useCallback(
    (changed: () => void) => {
      const lists = grid.steps.map((s) => matchMedia(s.query));
      lists.forEach((l) => l.addEventListener('change', changed));
      return () => lists.forEach((l) => l.removeEventListener('change', changed));
    },
    [grid],
  );
  const current = () => grid.steps.find((s) => matchMedia(s.query).matches)?.columns ?? grid.phone;
  return useSyncExternalStore(subscribe, current, () => grid.phone);
}

/** The width a tile takes, for `<img sizes>`: the page frame is 72rem at most, with 1rem or 1.5rem sides. */
export const TILE_SIZES = '(min-width: 72rem) 185px, (min-width: 64rem) 16vw, (min-width: 40rem) 24vw, 32vw';

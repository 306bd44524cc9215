import { useSyncExternalStore } from 'react';

// The photo grid's columns: 3 on a phone (a 360 px screen included), 4 from a tablet, 6 on a desktop.
const STEPS = [
  { query: '(min-width: 64rem)', columns: 6 },
  { query: '(min-width: 40rem)', columns: 4 },
] as const;
const PHONE_COLUMNS = 3;

const subscribe = (changed: () => void) => {
  const lists = STEPS.map((s) => matchMedia(s.query));
  lists.forEach((l) => l.addEventListener('change', changed));
  return () => lists.forEach((l) => l.removeEventListener('change', changed));
};
const current = () => STEPS.find((s) => matchMedia(s.query).matches)?.columns ?? PHONE_COLUMNS;

export const useGridColumns = () => useSyncExternalStore(subscribe, current, () => PHONE_COLUMNS);

/** The width a tile takes, for `<img sizes>`: the page frame is 72rem at most, with 1rem or 1.5rem sides. */
export const TILE_SIZES = '(min-width: 72rem) 185px, (min-width: 64rem) 16vw, (min-width: 40rem) 24vw, 32vw';

import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { keepRow, rowOffsets, rowsIn, type RowRange } from './virtual-rows.ts';

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** Stable (a module function or useCallback): items already on screen are then not rendered again. */
  renderItem: (item: T) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** The list's classes: a grid whose row gap is `gap` pixels, e.g. 'grid gap-4'. */
  className: string;
  gap: number;
  /** A row's height before it is measured, in pixels. */
  estimate: number;
  /** More columns from a breakpoint on, as the grid's classes have it: `{ query: '(min-width: 80rem)', columns: 2 }`. */
  wide?: { query: string; columns: number };
  /** When it changes (new filters), a list scrolled past its top is brought back to it. */
  resetKey?: unknown;
  /** More items may follow these (a list fetched a page at a time): the set's size is unknown. */
  partial?: boolean;
};

/** How far beyond the window rows are kept, once the first screen has painted. */
const OVERSCAN_PX = 500;
/** How many rows away the focused item may be scrolled and still be kept (see keepRow). */
const FOCUS_REACH = 40;
/** Room left above a list brought back to its top (the sticky navigation bar). */
const TOP_MARGIN_PX = 96;
/**
 * The window's height before the list has measured anything: the screen's, as tall or taller.
 * `innerHeight` would make Chromium lay the page out in the middle of a render to answer it.
 */
const heightBeforeLayout = () => (typeof window === 'undefined' ? 0 : screen.height);

const useMedia = (query: string | undefined) =>
  useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        if (!query) return () => undefined;
        const media = matchMedia(query);
        media.addEventListener('change', changed);
        return () => media.removeEventListener('change', changed);
      },
      [query],
    ),
    () => (query ? matchMedia(query).matches : false),
    () => false,
  );

type ItemProps = {
  item: unknown;
  render: (item: unknown) => ReactNode;
  index: number;
  /** The whole list's length; -1 when unknown (ARIA's value for it). */
  count: number;
  itemKey: string;
  measure: (el: HTMLLIElement | null) => void;
};

/** One item: its place in the whole list for assistive technology, and measured as it changes. */
const Item = memo(function Item({ item, render, index, count, itemKey, measure }: ItemProps) {
  return (
    <li ref={measure} data-key={itemKey} data-index={index} aria-setsize={count} aria-posinset={index + 1}>
      {render(item)}
    </li>
  );
});

/** `sizes` with the heights `seen`: the same map when none changed. */
function withSizes(sizes: ReadonlyMap<string, number>, seen: readonly (readonly [string, number])[]) {
  let next: Map<string, number> | undefined;
  for (const [key, height] of seen) if (height > 0 && sizes.get(key) !== height) (next ??= new Map(sizes)).set(key, height);
  return next ?? sizes;
}

/** The index of the item holding the focus that `e` reports, if any. */
const itemIndexOf = (target: EventTarget) => {
  const index = Number((target as HTMLElement).closest?.('li[data-index]')?.getAttribute('data-index'));
  return Number.isInteger(index) ? index : null;
};

/**
 * A list as long as its items that holds only the rows in and near the window: the rows above and
 * below are padding of their measured (or, until seen, average) height, so the page scrolls, the
 * scrollbar and the keyboard behave as with every row there. Each item knows its place in the
 * whole list (aria-posinset/aria-setsize), and the focused one stays while it is near the window.
 */
export function VirtualList<T>({ items, itemKey, renderItem, label, className, gap, estimate, wide, resetKey, partial = false }: Props<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = useMedia(wide?.query) && wide ? wide.columns : 1;
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [overscan, setOverscan] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);

  const offsets = useMemo(() => {
    let sum = 0;
    for (const h of sizes.values()) sum += h;
    const average = sizes.size > 0 ? sum / sizes.size : estimate;
    return rowOffsets(items.length, columns, gap, (i) => sizes.get(itemKey(items[i]!)), average);
  }, [items, itemKey, columns, gap, estimate, sizes]);
  const rows = offsets.length - 1;

  // Which rows meet the window (plus the overscan), worked out at each render from where the list
  // and the window were when last read. The list's place on the page is read only when the page's
  // layout changes, from the ResizeObserver below, after the browser's own layout: never while
  // scrolling or rendering, which would force one (on mount that cost a slow phone ~30 ms inside
  // the render's task). Until then the first rows are shown, as at the page's top. The window's
  // scroll and height are read at those moments too: Chromium lays the page out to answer scrollY
  // and innerHeight. A read that moves the rows shown asks for a render; no state is set while
  // committing (a render's own layout effect setting it was a React #185 loop, twice in CI).
  // Made once (a ref's initial value would be worked out again at every render).
  const [latest] = useState(() => ({ current: { offsets, overscan, top: 0, scrollY: 0, height: heightBeforeLayout(), shown: { start: 0, end: 0 } as RowRange } }));
  const [, redraw] = useState(0);
  const at = latest.current;
  const y = at.scrollY - at.top;
  const range = rowsIn(offsets, y - overscan, y + at.height + overscan);
  useLayoutEffect(() => {
    Object.assign(latest.current, { offsets, overscan, shown: range });
  });
  const update = useCallback(
    (read: 'layout' | 'scroll') => {
      const list = listRef.current;
      if (!list) return;
      const now = latest.current;
      now.scrollY = window.scrollY;
      if (read === 'layout') {
        now.height = window.innerHeight;
        now.top = list.getBoundingClientRect().top + now.scrollY;
      }
      const from = now.scrollY - now.top;
      const next = rowsIn(now.offsets, from - now.overscan, from + now.height + now.overscan);
      if (next.start !== now.shown.start || next.end !== now.shown.end) redraw((n) => n + 1);
    },
    [latest],
  );
  // New filters bring a list scrolled past its top back to it.
  const lastReset = useRef(resetKey);
  useLayoutEffect(() => {
    if (Object.is(lastReset.current, resetKey)) return;
    lastReset.current = resetKey;
    const top = latest.current.top - window.scrollY;
    if (top < 0) window.scrollBy(0, top - TOP_MARGIN_PX);
  }, [resetKey, latest]);

  useEffect(() => {
    const moved = () => update('layout');
    const observer = new ResizeObserver(moved); // first at the next frame; then anything above the list that grows moves it
    observer.observe(document.body);
    const scrolled = () => update('scroll');
    addEventListener('scroll', scrolled, { passive: true });
    addEventListener('resize', moved);
    // The first screen paints alone; the rows beyond it follow.
    const frame = requestAnimationFrame(() => setTimeout(() => startTransition(() => setOverscan(OVERSCAN_PX))));
    return () => {
      observer.disconnect();
      removeEventListener('scroll', scrolled);
      removeEventListener('resize', moved);
      cancelAnimationFrame(frame);
    };
  }, [update]);

  // Heights as laid out, for the padding that stands in for rows out of view. Only that padding
  // (off screen) depends on them, so they are set at low priority: a keystroke's render goes first.
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          const seen = entries.map(({ target, borderBoxSize }) => [(target as HTMLElement).dataset.key!, borderBoxSize[0]?.blockSize ?? 0] as const);
          startTransition(() => setSizes((prev) => withSizes(prev, seen)));
        }),
  );
  const measure = useCallback(
    (el: HTMLLIElement | null) => {
      if (!el || !observer) return;
      observer.observe(el);
      return () => observer.unobserve(el);
    },
    [observer],
  );

  const focusRow = focused === null || focused >= items.length ? null : Math.floor(focused / columns);
  const { start, end } = keepRow({ start: Math.min(range.start, rows - 1), end: Math.min(range.end, rows - 1) }, focusRow, FOCUS_REACH, rows);
  const first = Math.max(0, start) * columns;
  const last = Math.min(items.length, (end + 1) * columns);
  const shown = items.slice(first, last);

  return (
    <ul
      ref={listRef}
      role="list"
      aria-label={label}
      className={className}
      style={{ paddingTop: offsets[Math.max(0, start)], paddingBottom: rows > 0 ? offsets[rows]! - offsets[end + 1]! : 0 }}
      onFocus={(e) => setFocused(itemIndexOf(e.target))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(null);
      }}
    >
      {shown.map((item, k) => {
        const key = itemKey(item);
        return (
          <Item key={key} item={item} render={renderItem as ItemProps['render']} index={first + k} count={partial ? -1 : items.length} itemKey={key} measure={measure} />
        );
      })}
    </ul>
  );
}

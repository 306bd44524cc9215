import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

// Pinch and double-tap zoom, pan when zoomed, swipe to the next photo when not: pointer events and a
// CSS transform, no library. The transform is translate(x, y) scale(s) about the box's centre.

export type ZoomTransform = { scale: number; x: number; y: number; /** Eased (a double tap, a reset), not following a finger. */ smooth: boolean };
type Point = { x: number; y: number };
type Gesture =
  | { kind: 'pinch'; distance: number; mid: Point; from: ZoomTransform }
  | { kind: 'drag'; start: Point; from: ZoomTransform; at: number };

export const IDENTITY: ZoomTransform = { scale: 1, x: 0, y: 0, smooth: true };
const MAX_SCALE = 4;
const TAP_SCALE = 2.5;
const SWIPE_PX = 60;
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 10;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const clampNumber = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

export function useZoomGestures(onSwipe: (step: 1 | -1) => void) {
  const [transform, setTransform] = useState<ZoomTransform>(IDENTITY);
  const live = useRef<ZoomTransform>(IDENTITY);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const box = useRef<{ width: number; height: number; left: number; top: number }>({ width: 0, height: 0, left: 0, top: 0 });

  const set = (next: ZoomTransform) => {
    live.current = next;
    setTransform(next);
  };
  /** Within the box: a zoomed image's edge never comes inside it. */
  const clamped = (t: ZoomTransform): ZoomTransform => {
    const scale = Math.max(1, Math.min(MAX_SCALE, t.scale));
    return { scale, x: clampNumber(t.x, ((scale - 1) * box.current.width) / 2), y: clampNumber(t.y, ((scale - 1) * box.current.height) / 2), smooth: t.smooth };
  };
  /** A pointer's place from the box's centre. */
  const local = (e: ReactPointerEvent): Point => ({ x: e.clientX - box.current.left - box.current.width / 2, y: e.clientY - box.current.top - box.current.height / 2 });
  /** `from` scaled to `scale` with the image point that was under `anchor` now under `to`. */
  const zoomAbout = (from: ZoomTransform, scale: number, anchor: Point, to: Point): ZoomTransform => {
    const s = Math.max(1, Math.min(MAX_SCALE, scale));
    return { scale: s, x: to.x - (s * (anchor.x - from.x)) / from.scale, y: to.y - (s * (anchor.y - from.y)) / from.scale, smooth: false };
  };

  const startDrag = (point: Point) => {
    gesture.current = { kind: 'drag', start: point, from: live.current, at: Date.now() };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const r = e.currentTarget.getBoundingClientRect();
    box.current = { width: r.width, height: r.height, left: r.left, top: r.top };
    try {
      e.currentTarget.setPointerCapture(e.pointerId); // moves outside the box still count
    } catch {
      // the pointer is gone already: its events still reach the box while over it
    }
    const point = local(e);
    pointers.current.set(e.pointerId, point);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      gesture.current = { kind: 'pinch', distance: distance(a, b) || 1, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, from: live.current };
    } else if (pointers.current.size === 1) startDrag(point);
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const point = local(e);
    pointers.current.set(e.pointerId, point);
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch' && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      set(clamped(zoomAbout(g.from, (g.from.scale * distance(a, b)) / g.distance, g.mid, mid)));
    } else if (g.kind === 'drag') {
      const dx = point.x - g.start.x;
      const dy = point.y - g.start.y;
      // Zoomed: the image follows the finger. Not: it leans the way of a swipe.
      if (g.from.scale > 1) set(clamped({ ...g.from, x: g.from.x + dx, y: g.from.y + dy, smooth: false }));
      else if (Math.abs(dx) > Math.abs(dy)) set({ scale: 1, x: dx, y: 0, smooth: false });
    }
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLElement>, cancelled = false) => {
    if (!pointers.current.has(e.pointerId)) return;
    const point = local(e);
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (g?.kind === 'pinch') {
      if (live.current.scale < 1.05) set(IDENTITY);
      const rest = [...pointers.current.values()][0];
      if (rest) startDrag(rest);
      else gesture.current = null;
      lastTap.current = null;
      return;
    }
    gesture.current = null;
    if (!g || cancelled) return set(live.current.scale > 1 ? { ...live.current, smooth: true } : IDENTITY);
    const dx = point.x - g.start.x;
    const dy = point.y - g.start.y;
    const tap = Math.hypot(dx, dy) < TAP_SLOP_PX && Date.now() - g.at < DOUBLE_TAP_MS;
    if (tap) {
      const previous = lastTap.current;
      if (previous && Date.now() - previous.at < DOUBLE_TAP_MS && distance(previous.point, point) < 3 * TAP_SLOP_PX) {
        lastTap.current = null;
        return set(live.current.scale > 1 ? IDENTITY : { ...clamped(zoomAbout(live.current, TAP_SCALE, point, point)), smooth: true });
      }
      lastTap.current = { at: Date.now(), point };
      return;
    }
    if (g.from.scale > 1) return;
    set(IDENTITY);
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
  };

  return {
    transform,
    zoomed: transform.scale > 1,
    reset: () => set(IDENTITY),
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (e: ReactPointerEvent<HTMLElement>) => onPointerUp(e),
      onPointerCancel: (e: ReactPointerEvent<HTMLElement>) => onPointerUp(e, true),
    },
  };
}

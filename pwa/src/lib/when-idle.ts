/**
 * Runs `task` once the browser is idle (or after `timeoutMs` at the latest), so work a screen does
 * not need for its first paint waits behind it. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 200));
  return () => clearTimeout(timer);
}

/**
 * Runs `task` just after the next frame is painted, or within 250 ms when no frame comes (a hidden
 * page gets no animation frames). Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(once, 0)));
  const fallback = setTimeout(once, 250);
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
  return () => {
    done = true;
    cancel();
  };
}

/** How long one slice of `inSlices` may run: well under the 50 ms that makes a task long. */
const SLICE_MS = 8;

/**
 * Runs `work` on each item, a slice of a few milliseconds per task, then `done`: thousands of items
 * prepared without a long task that would hold up a tap. Returns a cancel function.
 */
export function inSlices<T>(items: readonly T[], work: (item: T) => void, done: () => void): () => void {
  let i = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    while (i < items.length && performance.now() < until) work(items[i++]!);
    if (i < items.length) timer = setTimeout(slice, 0);
    else done();
  };
  timer = setTimeout(slice, 0);
  return () => clearTimeout(timer);
}

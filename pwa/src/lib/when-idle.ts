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

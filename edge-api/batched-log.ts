import type { Logger } from './deps.ts';

/** Flushes once the waiting lines reach this size, whatever the level. */
const MAX_PENDING_CHARS = 64 * 1024;

/**
 * jsonLogger's lines, written together once per turn of the event loop (ADR 0086). Node writes to a
 * pipe or file synchronously, one system call per console.log: under load, the line per request cost
 * as much as a small query. A warning or an error is written at once, with the lines before it, and
 * `flush()` (on exit) writes what is left, so nothing is held back when it matters.
 */
export function batchedJsonLogger(write: (text: string) => void, later: (run: () => void) => void = setImmediate) {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = '';
    write(text);
  };
  const log: Logger = (entry) => {
    pending += JSON.stringify({ time: new Date().toISOString(), ...entry }) + '\n';
    if (entry.level === 'error' || entry.level === 'warn' || pending.length >= MAX_PENDING_CHARS) flush();
    else if (!scheduled) {
      scheduled = true;
      later(flush);
    }
  };
  return { log, flush };
}

/**
 * The one timer that wakes the sync engine. Asking for a later wake never postpones an earlier one:
 * a change made while a cycle runs asks for a push in 300 ms, and the cycle's own "next poll in
 * 30 s" at its end must not push that change back by half a minute.
 */
export function wakeTimer(onWake: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Number.POSITIVE_INFINITY;
  return {
    /** Wakes in `ms`, unless a wake is already due sooner. */
    in(ms: number) {
      const at = Date.now() + ms;
      if (timer !== undefined && dueAt <= at) return;
      clearTimeout(timer);
      dueAt = at;
      timer = setTimeout(() => {
        timer = undefined;
        dueAt = Number.POSITIVE_INFINITY;
        onWake();
      }, ms);
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      dueAt = Number.POSITIVE_INFINITY;
    },
  };
}

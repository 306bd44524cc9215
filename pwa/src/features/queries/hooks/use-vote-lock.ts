import { create } from 'zustand';

/**
 * The spec's in-flight vote locks (2 s on a question, 3 s on an answer), kept per target outside
 * the components: a card that mounts again (leaving and reopening the question, a list that
 * re-renders its rows) is still locked. The vote itself already shows from the local store.
 */
const useLocks = create<{ locked: Record<string, true> }>(() => ({ locked: {} }));

function lock(key: string, ms: number): boolean {
  if (useLocks.getState().locked[key]) return false; // read synchronously: two clicks in one frame
  useLocks.setState((s) => ({ locked: { ...s.locked, [key]: true } }));
  window.setTimeout(() => {
    useLocks.setState((s) => {
      const { [key]: _done, ...rest } = s.locked;
      return { locked: rest };
    });
  }, ms);
  return true;
}

/** Whether votes on `key` are locked now, and the click handler's gate that starts the lock. */
export function useVoteLock(key: string, ms: number) {
  const locked = useLocks((s) => !!s.locked[key]);
  return { locked, tryLock: () => lock(key, ms) };
}

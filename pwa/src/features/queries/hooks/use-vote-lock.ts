import { useEffect, useRef, useState } from 'react';

/**
 * The spec's in-flight lock against double clicks (2 s on a question, 3 s on an answer). The vote
 * itself is already visible from the local store; the lock only ignores clicks meanwhile.
 */
export function useVoteLock(ms: number) {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false); // two clicks in one frame both see the state before either render
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const tryLock = () => {
    if (lockedRef.current) return false;
    lockedRef.current = true;
    setLocked(true);
    timer.current = window.setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
    }, ms);
    return true;
  };
  return { locked, tryLock };
}

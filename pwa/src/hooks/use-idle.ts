import { useEffect, useState } from 'react';
import { whenIdle } from '#pwa/lib/when-idle.ts';

/** False until the browser has been idle once after mounting: for parts that can follow the first paint. */
export function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}

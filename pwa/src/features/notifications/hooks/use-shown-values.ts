import { useCallback, useEffect, useState } from 'react';

/**
 * Controls whose value lives in a device row: a change shows at once, and holds until the row (read
 * by a live query, a moment after the queued write) has it; a change that could not be saved goes
 * back. `stored` is keyed by control.
 */
export function useShownValues<T>(stored: Readonly<Record<string, T>>) {
  const [changed, setChanged] = useState<Readonly<Record<string, T>>>({});
  useEffect(() => {
    setChanged((current) => {
      const kept = Object.entries(current).filter(([key, value]) => stored[key] !== value);
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, [stored]);
  const shown = useCallback((key: string): T | undefined => (key in changed ? changed[key] : stored[key]), [changed, stored]);
  /** Shows `value` for `key` while `saving` runs; it goes back if `saving` resolves false. */
  const change = useCallback((key: string, value: T, saving: Promise<boolean>) => {
    setChanged((current) => ({ ...current, [key]: value }));
    void saving.then((ok) => {
      if (!ok)
        setChanged((current) => {
          const { [key]: _dropped, ...rest } = current;
          return rest;
        });
    });
  }, []);
  return { shown, change };
}

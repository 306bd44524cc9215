import { useState } from 'react';
import { toast } from '#pwa/lib/toast.ts';

type Result<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * A settings section's calls, one at a time: `busy` while one runs, a refusal toasted; the value on
 * success (the caller says what it did), undefined otherwise.
 */
export function useSettingsCall() {
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<Result<T>>): Promise<T | undefined> => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) toast.error(result.message);
    return result.ok ? result.value : undefined;
  };
  return { busy, run };
}

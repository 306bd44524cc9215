import { afterFailure, later, waitLeft, type BackOff } from './back-off.ts';
import { getMeta, localDb, setMeta } from './local-db.ts';

/** What backs off: the outbox's sync (push and pull) or the photo uploads. */
export type BackOffKind = 'sync' | 'uploads';

export const backOffKey = (kind: BackOffKind, userId: string) => `backOff:${kind}:${userId}`;

/**
 * A member's back-off on this device, kept in the store so that every tab and the service worker
 * wait on the same one (docs/decisions/0133-one-back-off-per-device.md). On a full device the
 * store may refuse it: this context then keeps it alone.
 */
export function deviceBackOff(kind: BackOffKind, userId: string) {
  const key = backOffKey(kind, userId);
  let unstored: BackOff | undefined;
  const read = async () => later(unstored, await getMeta<BackOff>(key).catch(() => undefined));
  return {
    /** Milliseconds before the next try may go; 0 when it may go now. */
    wait: async () => waitLeft(await read(), Date.now()),
    /** One more failure in a row; resolves with the wait before the next try. */
    async failed(): Promise<number> {
      const next = afterFailure(await read(), Date.now());
      unstored = undefined;
      await setMeta(key, next).catch(() => {
        unstored = next;
      });
      return waitLeft(next, Date.now());
    },
    /** A success (or the browser back online): the next failure waits the first step again. */
    async reset() {
      unstored = undefined;
      if ((await getMeta(key).catch(() => undefined)) !== undefined) await localDb.meta.delete(key).catch(() => {});
    },
  };
}

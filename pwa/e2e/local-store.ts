import type { Page } from '@playwright/test';
import { SYNCED_TABLES, type SyncedTableName } from '#domain/sync/synced-rows.ts';

// The app's IndexedDB as the browser holds it, read and written with the plain IndexedDB API in
// the page (no app code involved), to check what the device keeps and to stage drift.

type Store = SyncedTableName | 'meta' | 'outbox';

/** Runs one request against one store of the app's database; [] / 0 / undefined when it does not exist. */
function request<T>(page: Page, store: Store, op: 'getAll' | 'count' | 'get' | 'put' | 'delete', arg?: unknown): Promise<T> {
  return page.evaluate(
    async ({ store, op, arg }) => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes('alumni-portal')) return (op === 'getAll' ? [] : op === 'count' ? 0 : undefined) as never;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('alumni-portal');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      try {
        const tx = db.transaction(store, op === 'put' || op === 'delete' ? 'readwrite' : 'readonly');
        const os = tx.objectStore(store);
        const req = op === 'getAll' ? os.getAll() : op === 'count' ? os.count() : op === 'get' ? os.get(arg as IDBValidKey) : op === 'put' ? os.put(arg) : os.delete(arg as IDBValidKey);
        const result = await new Promise((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        return result as never;
      } finally {
        db.close();
      }
    },
    { store, op, arg },
  );
}

export type StoredOutboxEntry = { seq: number; userId: string; mutationId: number; name: string; status: string; label: string; lastError?: string };

export const readOutbox = (page: Page) => request<StoredOutboxEntry[]>(page, 'outbox', 'getAll');
export const readStore = <T = Record<string, unknown>>(page: Page, store: Store) => request<T[]>(page, store, 'getAll');
/** How many rows a store of the app holds. */
export const countStored = (page: Page, store: Store) => request<number>(page, store, 'count');
export const readMeta = async <T>(page: Page, key: string) => (await request<{ value: T } | undefined>(page, 'meta', 'get', key))?.value;
export const writeMeta = (page: Page, key: string, value: unknown) => request(page, 'meta', 'put', { key, value });
export const deleteMeta = (page: Page, key: string) => request(page, 'meta', 'delete', key);

/** The synced rows the device holds, table by table (what sign-out must leave empty). */
export async function syncedRowCounts(page: Page) {
  return Object.fromEntries(await Promise.all(SYNCED_TABLES.map(async (t) => [t, await countStored(page, t)] as const)));
}

export type DirectChange = { name: string; args: { id: string } & Record<string, unknown>; table: Store; row: Record<string, unknown>; label: string };

/**
 * Queues changes the way `enqueue()` does (optimistic row + outbox entry + the member's next
 * mutation id, in one IndexedDB transaction): hundreds at once, without a form. The engine does
 * not hear of them until its next trigger (e.g. `online`).
 */
export function enqueueDirectly(page: Page, userId: string, changes: DirectChange[]) {
  return page.evaluate(
    async ({ userId, changes }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('alumni-portal');
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tables = [...new Set(changes.map((c) => c.table))];
      const tx = db.transaction([...tables, 'meta', 'outbox'], 'readwrite');
      const meta = tx.objectStore('meta');
      const counterKey = `nextMutationId:${userId}`;
      const counter = await new Promise<{ value?: number } | undefined>((resolve) => {
        const req = meta.get(counterKey);
        req.onsuccess = () => resolve(req.result as { value?: number } | undefined);
      });
      let next = counter?.value ?? 1;
      const createdAt = new Date().toISOString();
      for (const c of changes) {
        tx.objectStore(c.table).put({ ...c.row, _pending: true });
        tx.objectStore('outbox').add({
          userId,
          mutationId: next++,
          name: c.name,
          args: c.args,
          status: 'pending',
          attempts: 0,
          undo: [{ table: c.table, key: c.args.id, previous: null }],
          redo: [{ table: c.table, key: c.args.id, value: c.row }],
          label: c.label,
          createdAt,
        });
      }
      meta.put({ key: counterKey, value: next });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { userId, changes },
  );
}

import type { SearchRows } from './question-docs.ts';

const STORES = ['questions', 'answers', 'comments'] as const;
const NONE: SearchRows = { questions: [], answers: [], comments: [] };

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/**
 * The device's questions, answers and comments, read with IndexedDB itself: the search worker
 * needs three `getAll`s, not a second copy of Dexie (ADR 0113). It never creates or upgrades the
 * store (the app's Dexie does), and closes it at once so an upgrade is never blocked.
 */
export async function readDeviceRows(name = 'alumni-portal'): Promise<SearchRows> {
  const open = indexedDB.open(name);
  // The app has not made its store yet: make none, find nothing.
  open.onupgradeneeded = () => open.transaction?.abort();
  let db: IDBDatabase;
  try {
    db = await done(open);
  } catch {
    return NONE;
  }
  try {
    if (!STORES.every((s) => db.objectStoreNames.contains(s))) return NONE;
    const tx = db.transaction([...STORES], 'readonly');
    const [questions, answers, comments] = await Promise.all(STORES.map((s) => done(tx.objectStore(s).getAll())));
    return { questions, answers, comments } as SearchRows;
  } finally {
    db.close();
  }
}

/** The channel on which Dexie tells every other tab and worker which tables a write changed. */
export const DEXIE_MUTATED_CHANNEL = 'x-storagemutated-1';

/** Whether Dexie's message says the search's tables (or everything) may have changed. */
export function touchesSearch(message: unknown, name = 'alumni-portal'): boolean {
  if (!message || typeof message !== 'object') return false;
  return Object.keys(message).some((part) => part === 'all' || STORES.some((s) => part.startsWith(`idb://${name}/${s}/`)));
}

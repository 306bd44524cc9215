import { LOCAL_DB_VERSION, SYNCED_TABLES } from '#domain/sync/synced-rows.ts';
import { signIn } from './api-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { jobCard } from './jobs-helpers.ts';
import { readOutbox, readStore } from './local-store.ts';

// A device that last ran the app when the store was declared by hand (v5, before issue 29) opens
// today's app: its rows and its outbox are still there, and every store the app declares exists.
// The app's pages upgrade the store, online: no service worker to install (ADR 0103).
test.use({ serviceWorkers: 'block' });

// The stores exactly as versions 1–5 declared them (pwa/src/sync/local-db.ts before issue 29).
const V5_STORES: Record<string, string[]> = {
  jobs: ['createdAt'],
  questions: ['createdAt'],
  answers: ['questionId'],
  comments: ['answerId'],
  votes: ['targetId'],
  profile: [],
  classmates: ['fullName'],
  connections: [],
  events: ['startsAt'],
  rsvps: ['eventId'],
  eventGuests: ['eventId'],
};

test("a device's v5 store upgrades with its rows and outbox intact", async ({ page, member }) => {
  await signIn(page, member, '/jobs');
  await expect(page.locator('[data-job-card]').first()).toBeVisible();
  // The board may show the server's list before the first pull has stored its first page.
  await expect.poll(async () => (await readStore(page, 'jobs')).length).toBeGreaterThan(0);
  const [job] = await readStore(page, 'jobs');
  const meta = await readStore(page, 'meta');
  expect(job).toBeDefined();

  const kept = { ...job, _id: crypto.randomUUID(), title: 'Kept Across The Upgrade' };
  const refused = {
    userId: member.id, mutationId: 9999, name: 'createJob', args: { id: kept._id }, status: 'rejected', attempts: 1,
    lastError: 'Refused before the upgrade', undo: [], redo: [], label: 'Job: Kept Across The Upgrade', createdAt: new Date().toISOString(),
  };
  // A same-origin document that is not the app, so nothing holds the store open while it is rebuilt.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    async ({ stores, meta, kept, refused }) => {
      const done = (req: IDBRequest | IDBTransaction) =>
        new Promise((resolve, reject) => {
          if (req instanceof IDBTransaction) req.oncomplete = resolve;
          else req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      await done(indexedDB.deleteDatabase('alumni-portal'));
      const open = indexedDB.open('alumni-portal', 50); // Dexie's version 5 is IndexedDB's 50
      open.onupgradeneeded = () => {
        const db = open.result;
        for (const [name, indexes] of Object.entries(stores)) {
          const store = db.createObjectStore(name, { keyPath: '_id' });
          for (const index of indexes) store.createIndex(index, index);
        }
        db.createObjectStore('meta', { keyPath: 'key' });
        const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('userId', 'userId');
        outbox.createIndex('status', 'status');
        outbox.createIndex('[userId+status]', ['userId', 'status']);
      };
      const db = (await done(open)) as IDBDatabase;
      const tx = db.transaction(['jobs', 'meta', 'outbox'], 'readwrite');
      tx.objectStore('jobs').put(kept);
      for (const row of meta) tx.objectStore('meta').put(row);
      tx.objectStore('outbox').put(refused);
      await done(tx);
      db.close();
    },
    { stores: V5_STORES, meta, kept, refused },
  );

  await page.goto('/jobs');
  await expect(jobCard(page, 'Kept Across The Upgrade')).toBeVisible();
  expect(await readOutbox(page)).toContainEqual(expect.objectContaining({ label: refused.label, status: 'rejected', mutationId: 9999 }));
  const layout = await page.evaluate(async () => {
    const open = indexedDB.open('alumni-portal');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const out = { version: db.version, stores: [...db.objectStoreNames] };
    db.close();
    return out;
  });
  expect(layout.version).toBe(LOCAL_DB_VERSION * 10);
  expect(layout.stores).toEqual(expect.arrayContaining([...SYNCED_TABLES, 'meta', 'outbox']));
});

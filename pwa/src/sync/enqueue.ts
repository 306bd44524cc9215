import { localDb, type OutboxEntry, type SyncedTableName, type UndoWrite } from './local-db.ts';

export type Write = { table: SyncedTableName; key: string; value: Record<string, unknown> | null };

type Listener = () => void;
const listeners = new Set<Listener>();
/** The engine listens so that it pushes shortly after every change. */
export const onEnqueue = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Records a member's change in one IndexedDB transaction: the optimistic rows are written and the
 * mutation is appended to the outbox with the next id for this member, so either both happen or
 * neither. Works the same offline and online.
 */
export async function enqueue(opts: { userId: string; name: string; args: unknown; writes: Write[]; label: string }) {
  const tables = [...new Set(opts.writes.map((w) => localDb.table(w.table)))];
  await localDb.transaction('rw', [localDb.outbox, localDb.meta, ...tables], async () => {
    const undo: UndoWrite[] = [];
    for (const w of opts.writes) {
      const table = localDb.table(w.table);
      const previous = ((await table.get(w.key)) as Record<string, unknown> | undefined) ?? null;
      undo.push({ table: w.table, key: w.key, previous });
      if (w.value) await table.put({ ...w.value, _pending: true });
      else await table.delete(w.key);
    }
    const counterKey = `nextMutationId:${opts.userId}`;
    const next = ((await localDb.meta.get(counterKey))?.value as number | undefined) ?? 1;
    await localDb.meta.put({ key: counterKey, value: next + 1 });
    const entry: OutboxEntry = {
      userId: opts.userId,
      mutationId: next,
      name: opts.name,
      args: opts.args,
      status: 'pending',
      attempts: 0,
      undo,
      redo: opts.writes,
      label: opts.label,
      createdAt: new Date().toISOString(),
    };
    await localDb.outbox.add(entry);
  });
  listeners.forEach((l) => l());
}

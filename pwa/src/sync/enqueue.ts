import type { MutationArgsInput, MutationName } from '#domain/sync/mutations.ts';
import { localDb, metaKeys, syncedTable, type OutboxEntry, type UndoWrite, type Write } from './local-db.ts';
import { asStorageError } from './storage-error.ts';

export type { Write };

type Listener = () => void;
const listeners = new Set<Listener>();
/** The engine listens so that it pushes shortly after every change. */
export const onEnqueue = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export type Change<N extends MutationName> = {
  userId: string;
  /** A write defined in domain/sync/mutations.ts; `args` must have its shape. */
  name: N;
  args: MutationArgsInput<N>;
  /** The rows the member sees at once, before the server has the change. */
  writes: Write[];
  /** What the member would call this change, e.g. "Job: Frontend Engineer". */
  label: string;
};

/**
 * Records a member's change in one IndexedDB transaction: the optimistic rows are written and the
 * mutation is appended to the outbox with the next id for this member, so either both happen or
 * neither. Works the same offline and online. A full device throws a `StorageFullError`.
 */
export async function enqueue<N extends MutationName>(change: Change<N>) {
  const tables = [...new Set(change.writes.map((w) => syncedTable(w.table)))];
  try {
    await localDb.transaction('rw', [localDb.outbox, localDb.meta, ...tables], async () => {
      const undo: UndoWrite[] = [];
      for (const w of change.writes) {
        const table = syncedTable(w.table);
        const previous = ((await table.get(w.key)) as Record<string, unknown> | undefined) ?? null;
        undo.push({ table: w.table, key: w.key, previous });
        if (w.value) await table.put({ ...w.value, _pending: true } as never);
        else await table.delete(w.key);
      }
      const counterKey = metaKeys.nextMutationId(change.userId);
      const next = ((await localDb.meta.get(counterKey))?.value as number | undefined) ?? 1;
      await localDb.meta.put({ key: counterKey, value: next + 1 });
      // The client id is kept with the change, so sending it later needs no storage of its own.
      const clientKey = metaKeys.clientId(change.userId);
      if (!(await localDb.meta.get(clientKey))) await localDb.meta.put({ key: clientKey, value: crypto.randomUUID() });
      const entry: OutboxEntry = {
        userId: change.userId,
        mutationId: next,
        name: change.name,
        args: change.args,
        status: 'pending',
        attempts: 0,
        undo,
        redo: change.writes,
        label: change.label,
        createdAt: new Date().toISOString(),
      };
      await localDb.outbox.add(entry);
    });
  } catch (error) {
    throw asStorageError(error);
  }
  listeners.forEach((l) => l());
}

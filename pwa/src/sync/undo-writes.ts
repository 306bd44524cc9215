import { syncedTable, type UndoWrite } from './local-db.ts';

/** Puts back the rows an optimistic change replaced, newest first. Call inside a transaction. */
export async function undoWrites(undo: UndoWrite[]) {
  for (const u of [...undo].reverse()) {
    const table = syncedTable(u.table);
    if (u.previous) await table.put(u.previous as never);
    else await table.delete(u.key);
  }
}

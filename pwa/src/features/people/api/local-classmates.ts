import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type LocalClassmate } from '#pwa/sync/local-db.ts';

/** The member's batch-mates kept on this device (pulled), by name: undefined while reading. */
export function useLocalClassmates(): LocalClassmate[] | undefined {
  return useLiveQuery(() => localDb.classmates.orderBy('fullName').toArray(), []);
}

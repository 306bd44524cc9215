import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '#pwa/sync/local-db.ts';

const CREATES = new Set(['askQuestion', 'postAnswer', 'postComment']);
const NONE: ReadonlySet<string> = new Set();

/**
 * Ids of the questions, answers and comments this member made that the server has not taken yet,
 * read from the outbox itself (a vote or status change on a row does not make it "waiting").
 */
export function usePendingIds(userId: string | undefined): ReadonlySet<string> {
  return useLiveQuery(
    async () => {
      if (!userId) return NONE;
      const entries = await localDb.outbox.where('[userId+status]').equals([userId, 'pending']).toArray();
      return new Set(entries.filter((e) => CREATES.has(e.name)).map((e) => (e.args as { id: string }).id));
    },
    [userId],
    NONE,
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { hasPulled, localDb, type LocalConnection } from '#pwa/sync/local-db.ts';
import { byCode } from '#domain/compare-text.ts';

export type ConnectionsView = {
  /** False until this member's first pull has landed: lists show 'Loading ...' until then. */
  pulled: boolean;
  /** Requests waiting for this member's answer, newest first. */
  requests: LocalConnection[];
  /** The members this member is connected to, in no set order (My connections sorts them by name). */
  connected: LocalConnection[];
  /** Every live row, by the other member's id: a profile's connection status. */
  byUser: Map<string, LocalConnection>;
};

const newestFirst = (a: LocalConnection, b: LocalConnection) => byCode(b.requestedAt, a.requestedAt);

/** The member's requests and connections as this device keeps them (the synced `connections` table). */
export function useConnections(userId: string | null | undefined): ConnectionsView | undefined {
  return useLiveQuery(async () => {
    if (!userId) return { pulled: false, requests: [], connected: [], byUser: new Map() };
    const [rows, pulled] = await Promise.all([localDb.connections.toArray(), hasPulled(userId)]);
    return {
      pulled,
      requests: rows.filter((r) => r.status === 'pending' && r.direction === 'received').sort(newestFirst),
      connected: rows.filter((r) => r.status === 'connected'),
      byUser: new Map(rows.map((r) => [r.user._id, r])),
    };
  }, [userId]);
}

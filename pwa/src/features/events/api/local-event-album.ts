import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '#pwa/sync/local-db.ts';

/**
 * The Memory Lane album of an event (every event has one, made with it: ADR 0116), once it is open,
 * from the synced albums: its id, or null. `eventId` is no index; the albums table is small.
 */
export function useEventAlbumId(eventId: string): string | null | undefined {
  return useLiveQuery(async () => {
    const album = await localDb.albums.filter((a) => a.kind === 'event' && a.eventId === eventId).first();
    return album && (!album.opensAt || Date.parse(album.opensAt) <= Date.now()) ? album._id : null;
  }, [eventId]);
}

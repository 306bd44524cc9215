import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AlbumViewer } from '#domain/memories/album.ts';
import { hasPulled, localDb, type LocalRow } from '#pwa/sync/local-db.ts';
import { albumStats, NO_STATS, type AlbumStats } from '../utils/album-stats.ts';

// Memory Lane reads the synced `albums` and `photos` tables: albums, their photos, counts and covers
// open with no signal. The sync engine's pull keeps them fresh (a new photo pokes every member).

export type LocalAlbum = LocalRow<'albums'>;
export type LocalPhoto = LocalRow<'photos'>;
export type AlbumsView = { pulled: boolean; albums: LocalAlbum[] };

/** Every album on this device, newest first. Their counts and covers are each card's (useAlbumStats). */
export function useAlbums(userId: string): AlbumsView | undefined {
  return useLiveQuery(async () => {
    const [albums, pulled] = await Promise.all([localDb.albums.orderBy('date').reverse().toArray(), hasPulled(userId)]);
    return { pulled, albums };
  }, [userId]);
}

/** The rows of one album's photos, by the index the album page reads too. */
const photosOf = (albumId: string) => localDb.photos.where('[albumId+createdAt]').between([albumId, Dexie.minKey], [albumId, Dexie.maxKey]);

/**
 * An album's count and cover, from its own photos on this device: a card reads them when it is
 * shown, rather than the list reading every photo of the college at each open (ADR 0121).
 */
export function useAlbumStats(albumId: string): AlbumStats | undefined {
  return useLiveQuery(async () => albumStats(await photosOf(albumId).toArray()).get(albumId) ?? NO_STATS, [albumId]);
}

export type AlbumView = {
  pulled: boolean;
  album: LocalAlbum | null;
  /** Ready photos and videos, newest first: the grid and the viewer. */
  photos: LocalPhoto[];
  /** This member's own uploads still being made into sizes, or refused by the decoder. */
  unfinished: LocalPhoto[];
};

/** An album and its photos; `album` is null when this device does not have it. */
export function useAlbum(userId: string, albumId: string): AlbumView | undefined {
  return useLiveQuery(async () => {
    const [album, rows, pulled] = await Promise.all([
      localDb.albums.get(albumId),
      photosOf(albumId).reverse().toArray(),
      hasPulled(userId),
    ]);
    const photos = rows.filter((p) => p.status === 'ready');
    const unfinished = rows.filter((p) => p.status !== 'ready' && p.uploaderId === userId);
    return { pulled, album: album ?? null, photos, unfinished };
  }, [userId, albumId]);
}

/**
 * Who the member is as far as adding to an album goes (albumRefusal): their batch from their synced
 * profile (else the session's), and the events they went to (RSVP going, or checked in) or host.
 */
export function useAlbumViewer(isAdmin: boolean, sessionBatch: string | null): AlbumViewer | undefined {
  return useLiveQuery(async () => {
    const [profile, rsvps, hosted] = await Promise.all([
      localDb.profile.toCollection().first(),
      localDb.rsvps.toArray(),
      localDb.events.filter((e) => e.canManage).primaryKeys(),
    ]);
    const went = rsvps.filter((r) => r.status === 'going' || r.checkedInAt).map((r) => r.eventId);
    return {
      role: isAdmin ? 'admin' : 'member',
      batch: profile?.batch ?? sessionBatch,
      attendedEventIds: new Set([...went, ...hosted]),
    } satisfies AlbumViewer;
  }, [isAdmin, sessionBatch]);
}

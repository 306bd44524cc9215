import type { Album } from '#domain/memories/album.ts';
import type { Photo } from '#domain/memories/photo.ts';

// An album's count and cover follow from the photos on this device (ADR 0116): never kept.

export type AlbumCover = { src: string | null; placeholder: string | null };
export type AlbumStats = { photos: number; videos: number; cover: AlbumCover | null };

export const NO_STATS: AlbumStats = { photos: 0, videos: 0, cover: null };

/** What a photo row gives its album's count and cover. */
export type StatRow = Pick<Photo, 'albumId' | 'status' | 'media' | 'src' | 'placeholder' | 'createdAt'>;

type CoverPick = { at: string; cover: AlbumCover; sized: boolean };

/** Per album: its ready photos and videos, and its cover (the newest ready photo with sizes, else the newest placeholder). */
export function albumStats(photos: Iterable<StatRow>): Map<string, AlbumStats> {
  const counts = new Map<string, { photos: number; videos: number }>();
  const covers = new Map<string, CoverPick>();
  for (const p of photos) {
    if (p.status !== 'ready') continue;
    const count = counts.get(p.albumId) ?? { photos: 0, videos: 0 };
    if (p.media === 'video') count.videos += 1;
    else count.photos += 1;
    counts.set(p.albumId, count);
    const sized = !!p.src;
    if (!sized && !p.placeholder) continue;
    const best = covers.get(p.albumId);
    // A photo with its sizes beats any without; among equals the newest wins.
    if (!best || (sized && !best.sized) || (sized === best.sized && p.createdAt > best.at))
      covers.set(p.albumId, { at: p.createdAt, sized, cover: { src: p.src?.small ?? null, placeholder: p.placeholder } });
  }
  const stats = new Map<string, AlbumStats>();
  for (const [albumId, count] of counts) stats.set(albumId, { ...count, cover: covers.get(albumId)?.cover ?? null });
  return stats;
}

/** Event albums show once their event has ended (`opensAt`); the others always. */
export const isOpen = (album: Pick<Album, 'opensAt'>, now: number) => !album.opensAt || Date.parse(album.opensAt) <= now;

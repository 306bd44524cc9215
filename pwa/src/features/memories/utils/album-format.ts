import type { AlbumKind } from '#domain/memories/album.ts';
import type { AlbumStats } from './album-stats.ts';

export const KIND_LABELS: Record<AlbumKind, string> = { batch: 'Batch', event: 'Event', college: 'College' };

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** '10 Mar 2023', as other dates in the app read. */
export const formatAlbumDate = (iso: string) => DAY.format(new Date(iso));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** '12 photos', '12 photos · 2 videos', '1 video'; '0 photos' for an empty album. */
export function countLabel({ photos, videos }: Pick<AlbumStats, 'photos' | 'videos'>): string {
  if (videos === 0) return plural(photos, 'photo');
  if (photos === 0) return plural(videos, 'video');
  return `${plural(photos, 'photo')} · ${plural(videos, 'video')}`;
}

/** A video's length as '0:42' or '1:05'; '' when unknown. */
export function durationLabel(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** What an album is called in lists and its header: 'Batch 2015-2019', 'Event', 'College'. */
export const kindLine = (kind: AlbumKind, batch: string | null) => (kind === 'batch' && batch ? `Batch ${batch}` : KIND_LABELS[kind]);

/** A placeholder only when it is what the server makes (a small base64 image data: URL), else nothing. */
export function safePlaceholder(placeholder: string | null): string | undefined {
  if (!placeholder || placeholder.length > 20_000 || !/^data:image\/(webp|png|jpeg|gif);base64,[A-Za-z0-9+/]+=*$/.test(placeholder)) return undefined;
  return placeholder;
}

/** A placeholder as a CSS background: a value that is not a safe data: URL never reaches the style. */
export function placeholderStyle(placeholder: string | null): { backgroundImage: string } | undefined {
  const safe = safePlaceholder(placeholder);
  return safe ? { backgroundImage: `url("${safe}")` } : undefined;
}

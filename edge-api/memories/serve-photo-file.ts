import type { Context } from 'hono';
import { MEMORY_TEXTS } from '#domain/memories/album.ts';
import type { PhotoSizeName } from '#domain/memories/photo.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import { RangeNotSatisfiableError, type ObjectStore } from '../storage/object-store.ts';
import { objectKeys } from './object-keys.ts';
import { PHOTO_VISIBLE_TO } from './photo-view.ts';

type FileRow = { media: 'photo' | 'video'; status: string; content_type: string; file_name: string };

const RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

/**
 * A photo's size or original, to a member who may see the photo (the same rule as the pull). Sizes
 * are immutable, so kept for good; the original is a download ('Download original'), or the
 * video's own file for the browser's player, which reads it in ranges.
 */
export async function servePhotoFile(c: Context<AppEnv>, store: ObjectStore, id: string, size: PhotoSizeName | 'original') {
  const [row] = await c.var.sql.unsafe<FileRow[]>(
    `select p.media, p.status, p.content_type, p.file_name from photos p where p.id = $2 and ${PHOTO_VISIBLE_TO('$1')}`,
    [c.var.user!.id, id],
  );
  if (!row || (size !== 'original' && (row.status !== 'ready' || row.media !== 'photo'))) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');
  const key = size === 'original' ? objectKeys.original(id) : objectKeys.size(id, size);
  const rangeHeader = c.req.header('Range');
  const match = rangeHeader ? RANGE.exec(rangeHeader) : null;
  let file;
  try {
    file = await store.get(key, match ? { start: Number(match[1]), ...(match[2] ? { end: Number(match[2]) } : {}) } : undefined);
  } catch (err) {
    if (!(err instanceof RangeNotSatisfiableError)) throw err;
    const whole = await store.head(key);
    c.header('Content-Range', `bytes */${whole?.size ?? 0}`);
    throw new ApiError(416, 'That range is not in the file', 'range_not_satisfiable');
  }
  if (!file) throw new ApiError(404, MEMORY_TEXTS.photoNotFound, 'not_found');

  c.header('Content-Type', size === 'original' ? row.content_type : 'image/webp');
  c.header('Content-Length', String(file.size));
  c.header('Accept-Ranges', 'bytes');
  c.header('X-Content-Type-Options', 'nosniff');
  // Only the member's own browser keeps it; a hidden photo's copies are dropped by the app (ADR 0116).
  c.header('Cache-Control', size === 'original' ? 'private, max-age=3600' : 'private, max-age=31536000, immutable');
  if (size === 'original' && row.media === 'photo') {
    const name = (row.file_name || `photo-${id}`).replace(/[^\w.\- ]+/g, '_').slice(0, 120);
    c.header('Content-Disposition', `attachment; filename="${name}"`);
  }
  if (match) {
    c.header('Content-Range', `bytes ${match[1]}-${Number(match[1]) + file.size - 1}/${file.totalSize}`);
    return c.body(file.body, 206);
  }
  return c.body(file.body);
}

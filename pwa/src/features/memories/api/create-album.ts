import type { AlbumSummary, CreateAlbumInput } from '#domain/memories/album.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { api, HttpError, NetworkError, ParseError } from '#pwa/lib/api-client.ts';
import { localDb } from '#pwa/sync/local-db.ts';

export const ALBUM_OFFLINE = 'You are offline. Albums can be made once you are back online.';
const ALBUM_FAILED = 'The album could not be made. Please try again.';

export type CreateAlbumResult = { ok: true; message: string; albumId: string } | { ok: false; message: string; issues?: FieldIssue[] };

/**
 * POST /api/memories/albums (online only). The album reaches every device with the next pull (its
 * insert pokes every member); this device keeps the answer's row at once, so the album opens now.
 * `input.id` is made by the dialog, so a retry of the same form finds the album made the first time.
 */
export async function createAlbum(input: CreateAlbumInput): Promise<CreateAlbumResult> {
  try {
    const body = await api.post<{ message?: unknown; album?: AlbumSummary } | null>('/api/memories/albums', input);
    const album = body?.album;
    if (album && typeof album._id === 'string') {
      const { photoCount: _count, cover: _cover, canAdd: _canAdd, ...row } = album;
      // Only a head start: a full device still has the album at the next pull.
      await localDb.albums.put(row).catch(() => undefined);
    }
    const message = typeof body?.message === 'string' && body.message ? body.message : 'Album created';
    return { ok: true, message, albumId: album?._id ?? input.id ?? '' };
  } catch (error) {
    if (error instanceof ParseError && input.id) return { ok: true, message: 'Album created', albumId: input.id };
    if (error instanceof NetworkError) return { ok: false, message: ALBUM_OFFLINE };
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? ALBUM_FAILED, issues: error.issues };
    return { ok: false, message: ALBUM_FAILED };
  }
}

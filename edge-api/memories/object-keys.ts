import type { PhotoSizeName } from '#domain/memories/photo.ts';

/** Where Memory Lane keeps its bytes in the object store; ids are the rows' lowercase UUIDs. */
export const objectKeys = {
  /** A chunk of an upload under way, named by its offset so the listing is in file order. */
  part: (uploadId: string, offset: number) => `uploads/${uploadId}/${String(offset).padStart(12, '0')}`,
  parts: (uploadId: string) => `uploads/${uploadId}/`,
  original: (photoId: string) => `photos/${photoId}/original`,
  size: (photoId: string, size: PhotoSizeName) => `photos/${photoId}/${size}.webp`,
  photo: (photoId: string) => `photos/${photoId}/`,
};

/** A first chunk carries at least this much of the file: enough for what media-bytes.ts reads. */
export const SNIFF_BYTES = 64 * 1024;
/** How much of the first chunk is read (held in memory) to find the headers. */
export const HEADER_BYTES = 1024 * 1024;

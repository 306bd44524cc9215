import { blockReader, zeros, type ByteSource, type Patch } from './byte-patches.ts';
import { isoLocationPatches } from './iso-location.ts';
import { jpegLocationPatches } from './jpeg-location.ts';
import { pngLocationPatches } from './png-location.ts';
import { webpLocationPatches } from './webp-location.ts';

// Where a photo or video was taken, out of its original (ADR 0126): the patches that blank every
// block that holds or may hold a place, keeping the file's length and every picture byte. The
// file is read by ranges (headers, and a JPEG's scan data to find where it ends); what follows a
// file's end is walked as the file it is (an MPF image, a motion photo's video) or zeroed.

export type MediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'video/quicktime';

/** Reads go to the file a block at a time: a chunk's worth, so a 25 MB photo costs a handful of reads. */
const READ_BLOCK = 4 * 1024 * 1024;
/** Files inside files (a JPEG's MPF images, their trailers) followed this deep at most. */
const MAX_NESTING = 4;

export async function locationPatches(file: ByteSource, type: MediaType): Promise<Patch[]> {
  const src = blockReader(file, READ_BLOCK);
  switch (type) {
    case 'image/jpeg':
      return jpegAndTrailer(src, 0, 0);
    case 'image/png':
      return pngLocationPatches(src);
    case 'image/webp':
      return webpLocationPatches(src);
    case 'video/mp4':
    case 'video/quicktime':
      return isoLocationPatches(src, 0);
  }
}

async function jpegAndTrailer(src: ByteSource, start: number, depth: number): Promise<Patch[]> {
  const { patches, end } = await jpegLocationPatches(src, start);
  return end === null ? patches : [...patches, ...(await trailer(src, end, depth))];
}

/** What follows a JPEG's EOI: more JPEGs (MPF's images), a video (a motion photo), else nothing kept. */
async function trailer(src: ByteSource, at: number, depth: number): Promise<Patch[]> {
  if (at >= src.size) return [];
  const head = await src.read(at, 8);
  if (depth < MAX_NESTING && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return jpegAndTrailer(src, at, depth + 1);
  if (depth < MAX_NESTING && String.fromCharCode(...head.subarray(4, 8)) === 'ftyp') return isoLocationPatches(src, at);
  return [zeros(at, src.size - at)];
}

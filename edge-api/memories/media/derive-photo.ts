import sharp, { type OutputInfo } from 'sharp';
import { MAX_PHOTO_PIXELS, UNREADABLE_PHOTO } from './media-bytes.ts';

// The stored sizes of an uploaded photo, made by a queued job off the request: re-encoded from the
// pixels, so nothing of the uploaded file (metadata, trailing bytes of a polyglot) survives.

// Bounded memory on a small server: no libvips operation cache (each photo is seen once, a cache
// would only hold memory) and one libvips thread (one set of tile buffers, the other core left to the API).
// Both are process-wide settings.
sharp.cache(false);
sharp.concurrency(1);

export const PHOTO_SIZES = [
  { name: 'small', width: 320 },
  { name: 'medium', width: 1024 },
  { name: 'large', width: 2048 },
] as const;

export type PhotoSizeName = (typeof PHOTO_SIZES)[number]['name'];

export type DerivedPhoto = {
  /** After EXIF orientation, as a viewer sees it. */
  width: number;
  height: number;
  /** data:image/webp;base64,… at most 16 px on a side and under 1 KB: shown blurred while a size loads. */
  placeholder: string;
  sizes: { name: PhotoSizeName; width: number; height: number; bytes: Uint8Array }[];
};

const MEGAPIXELS = MAX_PHOTO_PIXELS / 1e6;
const TOO_MANY_PIXELS = `This photo has more than ${MEGAPIXELS} megapixels; photos up to ${MEGAPIXELS} megapixels can be uploaded.`;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const WEBP = { quality: 78, effort: 4 } as const;

const bytesOf = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/** An Error a member can read, keeping sharp's own as the cause for the log. */
function memberError(cause: unknown): Error {
  const pixels = cause instanceof Error && /pixel limit/i.test(cause.message);
  return new Error(pixels ? TOO_MANY_PIXELS : UNREADABLE_PHOTO, { cause });
}

/**
 * Decodes once, oriented and in sRGB, to raw pixels of the largest size, then encodes every size from
 * those: no EXIF, GPS, XMP or ICC can pass through raw pixels (nor is keepExif/withMetadata ever called).
 */
export async function derivePhoto(input: Uint8Array | string): Promise<DerivedPhoto> {
  // sharp trusts the header's size for limitInputPixels; the upload was sniffed against the same limit.
  const source = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error', sequentialRead: true });
  let width: number;
  let height: number;
  let raw: { data: Buffer; info: OutputInfo };
  try {
    const meta = await source.metadata();
    // Defence in depth: only what the upload sniffed as a photo, never SVG, TIFF, GIF or HEIF.
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new Error(`unexpected format ${meta.format}`);
    ({ width, height } = meta.autoOrient);
    raw = await source
      .rotate()
      .toColourspace('srgb')
      .resize({ width: PHOTO_SIZES[PHOTO_SIZES.length - 1]!.width, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw memberError(error);
  }
  const { channels } = raw.info;
  const pixels = () => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels } });
  const sizes: DerivedPhoto['sizes'] = [];
  for (const { name, width: target } of PHOTO_SIZES) {
    const { data, info } = await pixels()
      .resize({ width: target, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    sizes.push({ name, width: info.width, height: info.height, bytes: bytesOf(data) });
  }
  const tiny = await pixels().resize(16, 16, { fit: 'inside' }).blur(0.6).webp({ quality: 40, effort: 4 }).toBuffer();
  return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, sizes };
}

// What an uploaded photo or video is, read from its first bytes alone: never from its name or the
// declared type. No Node APIs (it runs in Workers too), and every length read from the file is
// checked against the buffer, so crafted input gets a refusal, never an exception or an endless loop.

export type SniffResult =
  | { ok: true; media: 'photo'; type: 'image/jpeg' | 'image/png' | 'image/webp'; width: number; height: number }
  | { ok: true; media: 'video'; type: 'video/mp4' | 'video/quicktime'; durationMs: number | null }
  /** `incomplete`: the bytes ran out before the answer; a longer head may still be a good file. */
  | { ok: false; reason: string; incomplete?: true };

export const MAX_PHOTO_PIXELS = 50_000_000;
export const MAX_PHOTO_SIDE = 12_000;
export const MAX_VIDEO_MS = 60_000;

export const HEIC_REFUSAL =
  'This photo is in HEIC, which the portal cannot read. On an iPhone, choose Settings › Camera › Formats › Most Compatible, ' +
  'or share the photo as JPEG, and upload it again.';
export const AVIF_REFUSAL = 'AVIF photos are not accepted yet; upload a JPEG, PNG or WebP instead.';
export const UNSUPPORTED = 'Only JPEG, PNG and WebP photos and MP4 or MOV videos can be uploaded.';
export const UNREADABLE_PHOTO = 'This photo could not be read. It may be damaged.';
export const UNREADABLE_VIDEO = 'This video could not be read. It may be damaged.';

type Size = { width: number; height: number };
/** What a header reader finds: the size, 'short' when the bytes end first, null when they are wrong. */
type Found = Size | 'short' | null;

const fits = (b: Uint8Array, at: number, n: number) => at >= 0 && at + n <= b.length;
const be16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const be32 = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const le16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const le24 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const ascii = (b: Uint8Array, at: number, n: number) => (fits(b, at, n) ? String.fromCharCode(...b.subarray(at, at + n)) : '');
const startsWith = (b: Uint8Array, magic: number[]) => magic.every((x, i) => b[i] === x);

/** A refusal naming the photo's size when it is over the limits, else null. */
export function photoSizeProblem(width: number, height: number): string | null {
  if (width * height > MAX_PHOTO_PIXELS) {
    return `This photo is ${width} × ${height} pixels; photos up to ${MAX_PHOTO_PIXELS / 1e6} megapixels can be uploaded.`;
  }
  if (width > MAX_PHOTO_SIDE || height > MAX_PHOTO_SIDE) {
    return `This photo is ${width} × ${height} pixels; photos up to ${MAX_PHOTO_SIDE} pixels on a side can be uploaded.`;
  }
  return null;
}

/** A refusal for a video longer than MAX_VIDEO_MS, or whose length is unknown (null), else null. */
export function videoLengthProblem(durationMs: number | null): string | null {
  if (durationMs === null) return 'The length of this video could not be read. It may be damaged.';
  if (durationMs > MAX_VIDEO_MS) {
    return `This video is ${Math.ceil(durationMs / 1000)} seconds long; videos up to ${MAX_VIDEO_MS / 1000} seconds can be uploaded.`;
  }
  return null;
}

// SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Walks the segments after SOI to the first SOFn: null at SOS/EOI, a bad marker, or the end of the bytes. */
function jpegSize(b: Uint8Array): Found {
  let at = 2;
  while (fits(b, at, 2)) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) at += 1; // fill byte
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) at += 2; // TEM, RSTn, SOI: no length
    else if (marker === 0xd9 || marker === 0xda) return null; // EOI or SOS before any frame header
    else {
      if (!fits(b, at + 2, 2)) return 'short';
      const length = be16(b, at + 2);
      if (length < 2) return null; // the length counts its own two bytes
      if (isSof(marker)) {
        if (length < 7) return null;
        return fits(b, at + 5, 4) ? { height: be16(b, at + 5), width: be16(b, at + 7) } : 'short';
      }
      at += 2 + length;
    }
  }
  return 'short';
}

function pngSize(b: Uint8Array): Found {
  if (!fits(b, 8, 16)) return 'short';
  if (be32(b, 8) !== 13 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { width: be32(b, 16), height: be32(b, 20) };
}

function webpSize(b: Uint8Array): Found {
  if (!fits(b, 12, 18)) return 'short';
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && fits(b, 20, 10) && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff }; // the top 2 bits are scaling
  }
  if (chunk === 'VP8L' && fits(b, 20, 5) && b[20] === 0x2f) {
    const bits = le16(b, 21) | (le16(b, 23) << 16);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && fits(b, 20, 10)) return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  return null;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);

type IsoKind = 'heic' | 'avif' | 'mp4' | 'mov';
const brandKind = (brand: string): IsoKind | null =>
  HEIC_BRANDS.has(brand) ? 'heic' : AVIF_BRANDS.has(brand) ? 'avif' : MP4_BRANDS.has(brand) ? 'mp4' : brand === 'qt  ' ? 'mov' : null;

/** The ftyp box's verdict: the major brand's when it is known, else the compatible brands' (HEIF first). */
function isoKind(b: Uint8Array): IsoKind | 'other' | 'damaged' {
  const size = be32(b, 0);
  if (size < 16 || size > 4096 || size % 4 !== 0 || !fits(b, 0, size)) return 'damaged';
  const compatible = new Set<IsoKind | null>();
  for (let at = 16; at < size; at += 4) compatible.add(brandKind(ascii(b, at, 4)));
  const order: IsoKind[] = ['heic', 'avif', 'mp4', 'mov'];
  return brandKind(ascii(b, 8, 4)) ?? order.find((k) => compatible.has(k)) ?? 'other';
}

/** `mvhd` at `at` (its size field): duration in ms, or null when it is not a readable mvhd. */
function mvhdAt(b: Uint8Array, at: number): number | null {
  if (!fits(b, at, 12) || ascii(b, at + 4, 4) !== 'mvhd') return null;
  const version = b[at + 8];
  // The whole box is 108 bytes (version 0) or 120 (version 1); the duration ends at 28 or 40.
  const [fixed, scaleAt, end] = version === 0 ? [108, at + 20, 28] : version === 1 ? [120, at + 28, 40] : [0, -1, 0];
  if (!fixed || be32(b, at) < fixed || !fits(b, at, end)) return null;
  const timescale = be32(b, scaleAt);
  const high = version === 1 ? be32(b, scaleAt + 4) : 0;
  const low = be32(b, scaleAt + (version === 1 ? 8 : 4));
  if (timescale === 0 || low === 0xffffffff) return null; // all ones: "unknown duration"
  const ms = Math.round(((high * 2 ** 32 + low) * 1000) / timescale);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * Walks the top-level boxes for moov › mvhd: its duration in ms, 'absent' when moov is not within
 * the bytes (it often sits after the media data at the end), 'damaged' for a box shorter than its header.
 */
function headDuration(b: Uint8Array): number | 'absent' | 'damaged' {
  for (let at = 0; fits(b, at, 8); ) {
    const size = be32(b, at);
    const large = size === 1; // a 64-bit size follows the type
    if (large && !fits(b, at, 16)) return 'absent';
    const boxSize = size === 0 ? b.length - at : large ? be32(b, at + 8) * 2 ** 32 + be32(b, at + 12) : size;
    const header = large ? 16 : 8;
    if (boxSize < header) return 'damaged';
    if (ascii(b, at + 4, 4) === 'moov') {
      const end = Math.min(at + boxSize, b.length);
      for (let child = at + header; child + 8 <= end; ) {
        const childSize = be32(b, child);
        if (ascii(b, child + 4, 4) === 'mvhd') return !fits(b, child, 40) ? 'absent' : (mvhdAt(b, child) ?? 'damaged');
        if (childSize < 8) return 'damaged';
        child += childSize;
      }
      return end < at + boxSize ? 'absent' : 'damaged'; // a complete moov always holds an mvhd
    }
    at += boxSize;
  }
  return 'absent';
}

/** Scans any stretch of a video (say its last 1 MB) for a readable mvhd box: its duration in ms, or null. */
export function videoDurationFrom(bytes: Uint8Array): number | null {
  for (let at = 4; at + 4 <= bytes.length; at += 1) {
    // 'mvhd'
    if (bytes[at] === 0x6d && bytes[at + 1] === 0x76 && bytes[at + 2] === 0x68 && bytes[at + 3] === 0x64) {
      const ms = mvhdAt(bytes, at - 4);
      if (ms !== null) return ms;
    }
  }
  return null;
}

function photo(type: 'image/jpeg' | 'image/png' | 'image/webp', size: Found): SniffResult {
  if (size === 'short') return { ok: false, reason: UNREADABLE_PHOTO, incomplete: true };
  if (!size || size.width === 0 || size.height === 0) return { ok: false, reason: UNREADABLE_PHOTO };
  const problem = photoSizeProblem(size.width, size.height);
  return problem ? { ok: false, reason: problem } : { ok: true, media: 'photo', type, ...size };
}

/** What `head` (a file's first bytes, 64 KB at most) is: a photo with its size, a video, or a refusal. */
export function sniffMedia(head: Uint8Array): SniffResult {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return photo('image/jpeg', jpegSize(head));
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return photo('image/png', pngSize(head));
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return photo('image/webp', webpSize(head));
  if (ascii(head, 4, 4) !== 'ftyp') return { ok: false, reason: UNSUPPORTED };
  const kind = isoKind(head);
  if (kind === 'heic') return { ok: false, reason: HEIC_REFUSAL };
  if (kind === 'avif') return { ok: false, reason: AVIF_REFUSAL };
  if (kind === 'other') return { ok: false, reason: UNSUPPORTED };
  if (kind === 'damaged') return { ok: false, reason: UNREADABLE_VIDEO };
  const duration = headDuration(head);
  if (duration === 'damaged') return { ok: false, reason: UNREADABLE_VIDEO };
  const type = kind === 'mov' ? 'video/quicktime' : 'video/mp4';
  return { ok: true, media: 'video', type, durationMs: duration === 'absent' ? null : duration };
}

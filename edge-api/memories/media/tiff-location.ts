import { replace, type Patch } from './byte-patches.ts';

// EXIF (a TIFF structure in a JPEG's APP1, a PNG's eXIf, a WebP's EXIF chunk) without where the
// photo was taken: the GPS IFD and its values zeroed and its pointer taken out of IFD0, and the
// other blocks that may hold a place (XMP, IPTC, Photoshop's, a maker's private notes) likewise.
// Everything else stays where it was, the orientation that sizes are turned by included.

const GPS_IFD = 0x8825;
const EXIF_IFD = 0x8769;
/** IFD0's blocks that can hold a place: GPS, XMP, IPTC, Photoshop's resources. */
const IFD0_DROPPED = new Set([GPS_IFD, 0x02bc, 0x83bb, 0x8649]);
/** The Exif IFD's MakerNote: a maker's own format, some of which record a position. */
const EXIF_DROPPED = new Set([0x927c]);
const TYPE_BYTES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4, 16: 8, 17: 8, 18: 8 };

class Unreadable extends Error {}

type Entry = { at: number; tag: number; value: number; outOfLine: { at: number; length: number } | null };

/**
 * The patches (relative to `tiff`'s first byte) that take every place out of an EXIF block: [] when
 * it holds none, null when it cannot be read (the caller then blanks the whole block).
 */
export function tiffLocationPatches(tiff: Uint8Array): Patch[] | null {
  try {
    return walk(tiff);
  } catch (err) {
    if (err instanceof Unreadable) return null;
    throw err;
  }
}

function walk(tiff: Uint8Array): Patch[] {
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) throw new Unreadable();
  const need = (at: number, n: number) => {
    if (at < 0 || at + n > tiff.length) throw new Unreadable();
  };
  const u16 = (at: number) => (need(at, 2), little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
  const u32 = (at: number) => (need(at, 4), little ? (u16(at + 2) * 0x10000 + u16(at)) : (u16(at) * 0x10000 + u16(at + 2)));
  if (u16(2) !== 42) throw new Unreadable();

  const entries = (ifd: number): Entry[] => {
    const count = u16(ifd);
    need(ifd + 2, count * 12);
    return Array.from({ length: count }, (_, i) => {
      const at = ifd + 2 + i * 12;
      const bytes = (TYPE_BYTES[u16(at + 2)] ?? 1) * u32(at + 4);
      const value = u32(at + 8);
      if (bytes > 4) need(value, bytes);
      return { at, tag: u16(at), value, outOfLine: bytes > 4 ? { at: value, length: bytes } : null };
    });
  };

  const out = new Uint8Array(tiff);
  let changed = false;
  const zero = (at: number, length: number) => {
    out.fill(0, at, at + length);
    changed = true;
  };
  /** Takes the dropped entries out of the IFD (the rest moved up, in tag order) and zeroes their values. */
  const drop = (ifd: number, list: Entry[], dropped: Set<number>) => {
    const kept = list.filter((e) => !dropped.has(e.tag));
    if (kept.length === list.length) return;
    for (const e of list) if (dropped.has(e.tag) && e.outOfLine) zero(e.outOfLine.at, e.outOfLine.length);
    const nextAt = ifd + 2 + list.length * 12;
    const next = nextAt + 4 <= tiff.length ? tiff.subarray(nextAt, nextAt + 4) : new Uint8Array(4);
    zero(ifd, Math.min(tiff.length, nextAt + 4) - ifd);
    out.set(little ? [kept.length & 0xff, kept.length >> 8] : [kept.length >> 8, kept.length & 0xff], ifd);
    kept.forEach((e, i) => out.set(tiff.subarray(e.at, e.at + 12), ifd + 2 + i * 12));
    out.set(next, ifd + 2 + kept.length * 12);
  };

  const ifd0 = u32(4);
  const first = entries(ifd0);
  const gps = first.find((e) => e.tag === GPS_IFD);
  if (gps) {
    // The GPS IFD itself, its entries' values and the link to a next IFD, all zeroed.
    for (const e of entries(gps.value)) if (e.outOfLine) zero(e.outOfLine.at, e.outOfLine.length);
    zero(gps.value, Math.min(tiff.length, gps.value + 2 + u16(gps.value) * 12 + 4) - gps.value);
  }
  const exif = first.find((e) => e.tag === EXIF_IFD);
  if (exif) drop(exif.value, entries(exif.value), EXIF_DROPPED);
  drop(ifd0, first, IFD0_DROPPED);
  return changed ? [replace(0, out)] : [];
}

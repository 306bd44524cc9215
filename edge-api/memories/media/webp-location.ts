import { replace, shifted, zeros, type ByteSource, type Patch } from './byte-patches.ts';
import { tiffLocationPatches } from './tiff-location.ts';

// A WebP's RIFF chunks, walked by their sizes: EXIF loses its place (tiff-location.ts); XMP and
// any chunk a decoder does not need become RIFF's JUNK chunk of zeros, and VP8X stops
// announcing what is gone.

const KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const EXIF_PREFIX = [0x45, 0x78, 0x69, 0x66, 0, 0];
const JUNK = new Uint8Array([0x4a, 0x55, 0x4e, 0x4b]);
/** VP8X's flags: the file has EXIF, the file has XMP. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;
const MAX_EXIF_BYTES = 1024 * 1024;

const le32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;
const text = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

export async function webpLocationPatches(src: ByteSource): Promise<Patch[]> {
  const head = await src.read(0, 21);
  if (head.length < 12 || text(head, 0) !== 'RIFF' || text(head, 8) !== 'WEBP') return [zeros(0, src.size)];
  const riffEnd = Math.min(src.size, 8 + le32(head, 4));
  const patches: Patch[] = [];
  let cleared = 0;
  let at = 12;
  while (at + 8 <= riffEnd) {
    const header = await src.read(at, 8);
    const type = text(header, 0);
    const length = le32(header, 4);
    const end = at + 8 + length + (length & 1);
    if (end > riffEnd) break;
    const junk = () => patches.push(replace(at, JUNK), zeros(at + 8, end - at - 8));
    if (type === 'EXIF' && length <= MAX_EXIF_BYTES) {
      const data = await src.read(at + 8, length);
      const skip = EXIF_PREFIX.every((b, i) => data[i] === b) ? EXIF_PREFIX.length : 0;
      const exif = tiffLocationPatches(data.subarray(skip));
      if (exif) patches.push(...shifted(exif, at + 8 + skip));
      else {
        junk();
        cleared |= EXIF_FLAG;
      }
    } else if (!KEPT.has(type)) {
      junk();
      if (type === 'EXIF') cleared |= EXIF_FLAG;
      if (type === 'XMP ') cleared |= XMP_FLAG;
    }
    at = end;
  }
  if (cleared && text(head, 12) === 'VP8X' && head.length > 20) patches.push(replace(20, new Uint8Array([head[20]! & ~cleared])));
  return at < src.size ? [...patches, zeros(at, src.size - at)] : patches;
}

import { applyPatches, replace, zeros, type ByteSource, type Patch } from './byte-patches.ts';
import { tiffLocationPatches } from './tiff-location.ts';

// A PNG's chunks, walked by their lengths: eXIf loses its place (tiff-location.ts), and every
// other chunk a decoder does not need (tEXt, zTXt, iTXt with XMP or a raw EXIF profile, C2PA,
// private chunks) becomes a tEXt "Comment" of spaces of the same length, with its CRC made anew.

const KEPT = new Set([
  'IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'mDCv', 'cLLi',
  'bKGD', 'hIST', 'pHYs', 'sPLT', 'tIME', 'acTL', 'fcTL', 'fdAT',
]);
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXIF_PREFIX = [0x45, 0x78, 0x69, 0x66, 0, 0];
const MAX_EXIF_BYTES = 1024 * 1024;

const be32 = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's CRC-32 of a chunk's type and data, as its four big-endian bytes. */
export function chunkCrc(typeAndData: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of typeAndData) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  c = (c ^ 0xffffffff) >>> 0;
  return new Uint8Array([c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff]);
}

/** A chunk's type, data and CRC rewritten (its length field stays). */
function rewritten(at: number, type: string, data: Uint8Array): Patch {
  const body = new Uint8Array(4 + data.length + 4);
  body.set(ascii(type));
  body.set(data, 4);
  body.set(chunkCrc(body.subarray(0, 4 + data.length)), 4 + data.length);
  return replace(at + 4, body);
}

/** tEXt "Comment" (or "C" when short) followed by spaces: a valid chunk a decoder shows no one. */
function comment(length: number): Uint8Array {
  const data = new Uint8Array(length).fill(0x20);
  const keyword = length >= 8 ? 'Comment' : 'C';
  if (length >= 2) data.set([...ascii(keyword), 0]);
  return data;
}

export async function pngLocationPatches(src: ByteSource): Promise<Patch[]> {
  const head = await src.read(0, 8);
  if (!SIGNATURE.every((b, i) => head[i] === b)) return [zeros(0, src.size)];
  const patches: Patch[] = [];
  let at = 8;
  while (at < src.size) {
    const header = await src.read(at, 8);
    if (header.length < 8) break;
    const length = be32(header, 0);
    const type = String.fromCharCode(...header.subarray(4, 8));
    const end = at + 12 + length;
    if (end > src.size) break;
    if (type === 'IEND') return end < src.size ? [...patches, zeros(end, src.size - end)] : patches;
    if (type === 'eXIf' && length <= MAX_EXIF_BYTES) {
      const data = new Uint8Array(await src.read(at + 8, length));
      const skip = EXIF_PREFIX.every((b, i) => data[i] === b) ? EXIF_PREFIX.length : 0;
      const exif = tiffLocationPatches(data.subarray(skip));
      if (exif?.length) patches.push(rewritten(at, 'eXIf', applyPatches(data, exif, -skip)));
      else if (!exif) patches.push(rewritten(at, 'tEXt', comment(length)));
    } else if (!KEPT.has(type)) {
      patches.push(rewritten(at, 'tEXt', comment(length)));
    }
    at = end;
  }
  return [...patches, zeros(at, src.size - at)]; // no IEND: what is left cannot be read
}

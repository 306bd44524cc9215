import { replace, shifted, zeros, type ByteSource, type Patch } from './byte-patches.ts';
import { tiffLocationPatches } from './tiff-location.ts';

// A JPEG's segments up to its end (EOI), walked by their lengths and, in the scan data, by its
// markers: the EXIF block loses its place (tiff-location.ts); XMP, IPTC and every other APPn
// block a decoder does not need becomes a comment (COM) of zeros, so nothing moves.

/** APPn blocks a decoder reads: JFIF (APP0), ICC profile and MPF (APP2), Adobe's colour (APP14). */
const KEPT_APP = new Set([0xe0, 0xe2, 0xee]);
const EXIF = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const SCAN_BLOCK = 1024 * 1024;

export type JpegWalk = { patches: Patch[]; /** Just past EOI; null when the file broke off or could not be read. */ end: number | null };

/** A segment turned into a comment of zeros: its marker made COM (0xFE), its length kept. */
const blanked = (at: number, length: number) => [replace(at + 1, new Uint8Array([0xfe])), zeros(at + 4, length - 2)];

export async function jpegLocationPatches(src: ByteSource, start: number): Promise<JpegWalk> {
  const patches: Patch[] = [];
  const unreadable = (at: number): JpegWalk => ({ patches: [...patches, zeros(at, src.size - at)], end: null });
  let at = start + 2;
  for (;;) {
    const head = await src.read(at, 4);
    if (head.length < 2 || head[0] !== 0xff) return unreadable(at);
    const marker = head[1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return { patches, end: at + 2 };
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (head.length < 4 || marker === 0xd8 || marker === 0x00) return unreadable(at);
    const length = (head[2]! << 8) | head[3]!;
    const end = at + 2 + length;
    if (length < 2 || end > src.size) return unreadable(at);
    if (marker === 0xe1) {
      const payload = await src.read(at + 4, length - 2);
      const exif = EXIF.every((b, i) => payload[i] === b) ? tiffLocationPatches(payload.subarray(EXIF.length)) : null;
      patches.push(...(exif ? shifted(exif, at + 4 + EXIF.length) : blanked(at, length)));
    } else if (marker >= 0xe0 && marker <= 0xef && !KEPT_APP.has(marker)) {
      patches.push(...blanked(at, length));
    }
    if (marker !== 0xda) {
      at = end;
      continue;
    }
    const next = await nextMarker(src, end);
    if (next < 0) return unreadable(end);
    at = next;
  }
}

/** The next marker after a scan's entropy-coded data: an 0xFF not followed by 0x00 (stuffing), RSTn or 0xFF. */
async function nextMarker(src: ByteSource, from: number): Promise<number> {
  let pos = from;
  while (pos < src.size) {
    const blockStart = pos - (pos % SCAN_BLOCK);
    const block = await src.read(blockStart, SCAN_BLOCK);
    if (!block.length) return -1;
    let i = block.indexOf(0xff, pos - blockStart);
    while (i >= 0) {
      const after = i + 1 < block.length ? block[i + 1]! : (await src.read(blockStart + i + 1, 1))[0];
      if (after === undefined) return -1;
      if (after !== 0x00 && after !== 0xff && !(after >= 0xd0 && after <= 0xd7)) return blockStart + i;
      i = block.indexOf(0xff, i + 1);
    }
    pos = blockStart + block.length;
  }
  return -1;
}

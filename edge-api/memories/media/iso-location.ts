import { replace, zeros, type ByteSource, type Patch } from './byte-patches.ts';

// An MP4 or MOV's boxes, walked by their sizes: the boxes that hold a place (`udta` with ©xyz and
// loci, `meta` with Apple's ISO 6709 key, XMP's `uuid`) become `free` boxes of zeros, so every
// offset into the media data stays right and the video plays as before.

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf']);
const BLANKED = new Set(['udta', 'meta', 'uuid', 'XMP_', 'loci', '\xa9xyz', 'free', 'skip', 'wide']);
const FREE = new Uint8Array([0x66, 0x72, 0x65, 0x65]);
const MAX_DEPTH = 6;

const be32 = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);

/** Patches for the boxes in [start, limit); what cannot be walked is zeroed to `limit`. */
export async function isoLocationPatches(src: ByteSource, start: number, limit = src.size, depth = 0): Promise<Patch[]> {
  const patches: Patch[] = [];
  let at = start;
  while (at < limit) {
    const head = limit - at >= 8 ? await src.read(at, 16) : new Uint8Array(0);
    if (head.length < 8) return [...patches, zeros(at, limit - at)];
    const type = String.fromCharCode(...head.subarray(4, 8));
    let size = be32(head, 0);
    let headerBytes = 8;
    if (size === 1) {
      if (head.length < 16) return [...patches, zeros(at, limit - at)];
      size = be32(head, 8) * 2 ** 32 + be32(head, 12);
      headerBytes = 16;
    } else if (size === 0) {
      size = limit - at; // runs to the end
    }
    if (size < headerBytes || at + size > limit) return [...patches, zeros(at, limit - at)];
    if (CONTAINERS.has(type) && depth < MAX_DEPTH) {
      patches.push(...(await isoLocationPatches(src, at + headerBytes, at + size, depth + 1)));
    } else if (BLANKED.has(type)) {
      patches.push(replace(at + 4, FREE), zeros(at + headerBytes, size - headerBytes));
    }
    at += size;
  }
  return patches;
}

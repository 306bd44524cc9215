// For tests: bytes laid out as files are, and ISO-BMFF (MP4, MOV) heads built box by box.

type Part = Uint8Array | number[] | string;

export const bytes = (...parts: Part[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))));
export const u32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const box = (type: string, ...body: Part[]) => {
  const inner = bytes(...body);
  return bytes(u32(8 + inner.length), type, inner);
};

// ftyp, then moov › mvhd (version 0: 32-bit times; version 1: 64-bit).
export const ftyp = (major: string, ...compatible: string[]) => box('ftyp', major, u32(0), ...compatible);
const rest = new Uint8Array(80); // rate, volume, matrix, next track: unread
export const mvhd0 = (timescale: number, duration: number) => box('mvhd', u32(0), u32(0), u32(0), u32(timescale), u32(duration), rest);
export const mvhd1 = (timescale: number, duration: number) =>
  box('mvhd', [1, 0, 0, 0], u32(0), u32(0), u32(0), u32(0), u32(timescale), u32(Math.floor(duration / 2 ** 32)), u32(duration >>> 0), rest);
/** An MP4's head (its length in `mvhd`), then `mdatBytes` of media data. */
export const mp4 = (mvhd = mvhd0(1000, 61_000), mdatBytes = 0) =>
  bytes(ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), box('moov', mvhd, box('trak')), ...(mdatBytes ? [box('mdat', new Uint8Array(mdatBytes))] : []));

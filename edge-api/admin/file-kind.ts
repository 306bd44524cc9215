import { inflateSync } from 'fflate';

// Excel files are recognised by their bytes, not by their name (docs/decisions/0014-roster-upload.md).

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\x03\x04: .xlsx is a zip of XML parts
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // OLE compound file: .xls (BIFF)

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** 'zip' or 'cfb' by the file's first bytes, or null for anything else. */
export function sniffContainer(bytes: Uint8Array): 'zip' | 'cfb' | null {
  if (startsWith(bytes, ZIP_MAGIC)) return 'zip';
  if (startsWith(bytes, CFB_MAGIC)) return 'cfb';
  return null;
}

export type ZipEntry = {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

export type ZipDirectory = { entries: ZipEntry[]; uncompressedBytes: number };

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Reads a zip's central directory without inflating anything: the parts and the sum of their
 * declared unpacked sizes. Null when the directory is missing or inconsistent (a damaged or
 * truncated file) or uses ZIP64, which no workbook under 10 MB needs.
 */
export function readZipDirectory(bytes: Uint8Array): ZipDirectory | null {
  const dv = view(bytes);
  const u16 = (at: number) => dv.getUint16(at, true);
  const u32 = (at: number) => dv.getUint32(at, true);
  // End of central directory: 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (u32(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = u16(eocd + 10);
  const size = u32(eocd + 12);
  const offset = u32(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff || size === 0xffffffff) return null;
  const end = offset + size;
  if (end > eocd) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let uncompressedBytes = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(at) !== 0x02014b50) return null;
    const nameLength = u16(at + 28);
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: u16(at + 10),
      crc: u32(at + 16),
      compressedSize: u32(at + 20),
      uncompressedSize: u32(at + 24),
      localOffset: u32(at + 42),
    };
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff || at + 46 + nameLength > end) return null;
    entries.push(entry);
    uncompressedBytes += entry.uncompressedSize;
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return { entries, uncompressedBytes };
}

/** An .xlsx (or .xlsm) package holds a workbook.xml part (xl/workbook.xml); .docx, .ods or .xlsb do not. */
export const isXlsxPackage = (dir: ZipDirectory) => dir.entries.some((e) => /(^|\/)workbook\.xml$/i.test(e.name));

let crcTable: Uint32Array | undefined;
function crc32(data: Uint8Array): number {
  const table = (crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  }));
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i += 1) crc = table[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Inflates every part and checks its length and CRC-32 against the directory. The parser reads a
 * damaged part as empty or cut short without a word, which would import half a class list; this
 * turns any damage into a refusal. Inflating stops at the declared size, so a part that lies about
 * its size cannot balloon. `inspect` sees each intact part's bytes, one at a time.
 */
export function zipIsIntact(bytes: Uint8Array, dir: ZipDirectory, inspect?: (entry: ZipEntry, data: Uint8Array) => void): boolean {
  const dv = view(bytes);
  for (const entry of dir.entries) {
    const at = entry.localOffset;
    if (at + 30 > bytes.length || dv.getUint32(at, true) !== 0x04034b50) return false;
    const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
    const packed = bytes.subarray(start, start + entry.compressedSize);
    if (packed.length !== entry.compressedSize) return false;
    let data: Uint8Array;
    if (entry.method === 0) data = packed;
    else if (entry.method === 8) {
      // fflate, not node:zlib: the roster thread may be ended mid-inflate (a shutdown, a stuck file),
      // and Node 20 aborts the whole process when a worker ends inside zlib's handle setup. Inflating
      // into a buffer of the declared size stops there (checkDeclaredSize capped the total).
      try {
        data = inflateSync(packed, { out: new Uint8Array(entry.uncompressedSize) });
      } catch {
        return false;
      }
    } else return false;
    if (data.length !== entry.uncompressedSize || crc32(data) !== entry.crc) return false;
    inspect?.(entry, data);
  }
  return true;
}

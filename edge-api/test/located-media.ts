// Test files that carry a known place in every way a phone, a camera or an editor writes one, and
// the check that no byte of a served file still does (issue 51, ADR 0126).
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { box, bytes, ftyp, mvhd0, u32 } from '../memories/media/iso-boxes.ts';

/** 18°31′45.67″N 73°51′12.34″E, as EXIF's rationals, XMP's text and ISO 6709. */
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 4567/100', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 1234/100' };
const XMP_PLACE = '18,31.76117N';
const ISO6709 = '+18.5293+073.8534/';
const XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${XMP_PLACE}" exif:GPSLongitude="73,51.20567E"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const rational = (n: number, d: number, little: boolean) => {
  const b = Buffer.alloc(8);
  const write = (little ? b.writeUInt32LE : b.writeUInt32BE).bind(b);
  write(n, 0);
  write(d, 4);
  return b;
};
const MARKERS: [string, Buffer][] = [
  ['EXIF latitude seconds (II)', rational(4567, 100, true)],
  ['EXIF latitude seconds (MM)', rational(4567, 100, false)],
  ['EXIF longitude seconds (II)', rational(1234, 100, true)],
  ['EXIF longitude seconds (MM)', rational(1234, 100, false)],
  ['XMP latitude', Buffer.from(XMP_PLACE)],
  ['ISO 6709 place', Buffer.from(ISO6709)],
];

/** The names of the place markers found in `file`'s bytes and in the metadata sharp decodes from it (none: []). */
export async function placesIn(file: Uint8Array, media: 'photo' | 'video' = 'photo'): Promise<string[]> {
  const raw = Buffer.from(file);
  const found = MARKERS.filter(([, marker]) => raw.includes(marker)).map(([name]) => name);
  if (media === 'photo') {
    const meta = await sharp(raw).metadata();
    if (meta.xmp && /GPS/.test(meta.xmp.toString('latin1'))) found.push('XMP decoded by sharp');
    if (meta.exif && MARKERS.some(([, marker]) => meta.exif!.includes(marker))) found.push('EXIF decoded by sharp');
  }
  return found;
}

/** Noise, so that a photo is large enough to travel in two chunks when asked. */
const noise = (width: number, height: number) => Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 2654435761) >>> 24));

/** A PNG chunk, its CRC made by zlib's (not the code under test). */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([Buffer.from(u32(data.length)), body, crc]);
}

/**
 * A phone photo with its place in EXIF (GPS IFD) and XMP, its orientation (6: turned) and maker
 * kept; a PNG also with an uncompressed iTXt XMP and a tEXt, as editors write them.
 */
export async function locatedPhoto(format: 'jpeg' | 'png' | 'webp', size = { width: 96, height: 64 }): Promise<Uint8Array> {
  const made = await sharp(noise(size.width, size.height), { raw: { ...size, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: GPS })
    .withXmp(XMP)
    .toFormat(format, format === 'jpeg' ? { quality: 95 } : {})
    .toBuffer();
  if (format !== 'png') return new Uint8Array(made);
  const iend = made.length - 12;
  const itxt = pngChunk('iTXt', Buffer.concat([Buffer.from('XML:com.adobe.xmp\0\0\0\0\0', 'latin1'), Buffer.from(XMP)]));
  const text = pngChunk('tEXt', Buffer.from(`Location\0${ISO6709}`, 'latin1'));
  return new Uint8Array(Buffer.concat([made.subarray(0, iend), itxt, text, made.subarray(iend)]));
}

/**
 * A phone video: its place in `moov/udta/©xyz` (Android), `moov/meta` (Apple's ISO 6709 key) and
 * a top-level XMP `uuid` box; 42 s long, with `mdatBytes` of media data.
 */
export function locatedVideo(mdatBytes = 100_000): Uint8Array {
  const xyz = box('\xa9xyz', [0, ISO6709.length, 0x15, 0xc7], ISO6709);
  const keys = box('keys', u32(0), u32(1), box('mdta', 'com.apple.quicktime.location.ISO6709'));
  const ilst = box('ilst', box(String.fromCharCode(0, 0, 0, 1), box('data', u32(1), u32(0), ISO6709)));
  const xmp = box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), XMP);
  const media = new Uint8Array(mdatBytes).map((_, i) => (i * 2654435761) >>> 24);
  return bytes(ftyp('qt  ', 'qt  '), box('moov', mvhd0(600, 42 * 600), box('trak'), box('udta', xyz), box('meta', u32(0), keys, ilst)), xmp, box('mdat', media));
}

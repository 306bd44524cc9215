import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_SIZES, derivePhoto } from './derive-photo.ts';
import { UNREADABLE_PHOTO } from './media-bytes.ts';

// Distinctive values, so their bytes can be looked for in what comes out.
const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 4321/100', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 9876/100' };
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">HomeAddress</rdf:RDF></x:xmpmeta>';
const le32 = (...ns: number[]) => Buffer.concat(ns.map((n) => Buffer.from(Uint32Array.of(n).buffer)));
// A rational in a little-endian EXIF block: numerator then denominator.
const GPS_BYTES = [le32(4321, 100), le32(9876, 100)];

/** Stored landscape (red top half, blue bottom half) with orientation 6: shown portrait, blue on the left. */
async function cameraJpeg(width: number, height: number) {
  const blue = await sharp({ create: { width, height: height / 2, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, top: height / 2, left: 0 }])
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'TestCam', Orientation: '6' }, IFD3: GPS })
    .withMetadata({ orientation: 6 }) // withExif's Orientation alone is overwritten by libvips' own (1)
    .withXmp(XMP)
    .toBuffer();
}

const be32 = (n: number) => Buffer.from([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([be32(data.length), body, be32(crc32(body))]);
};

/** A PNG that is a header claiming width × height (8-bit RGB) and a token of image data. */
const claimedPng = (width: number, height: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', Buffer.concat([be32(width), be32(height), Buffer.from([8, 2, 0, 0, 0])])),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0, 0, 0, 0, 1])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);

describe('derivePhoto', () => {
  it('strips EXIF, GPS and XMP, applies the orientation and makes the three widths', async () => {
    const input = await cameraJpeg(3000, 2000);
    const before = await sharp(input).metadata();
    // The input really carries what must go, so this test can fail.
    expect(before).toMatchObject({ orientation: 6, width: 3000, height: 2000 });
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.xmp?.length).toBeGreaterThan(0);
    for (const secret of [...GPS_BYTES, Buffer.from('TestCam'), Buffer.from('HomeAddress')]) expect(input.includes(secret)).toBe(true);

    const photo = await derivePhoto(new Uint8Array(input));
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2000, height: 3000 });
    expect(photo.sizes.map((s) => [s.name, s.width, s.height])).toEqual([
      ['small', 320, 480],
      ['medium', 1024, 1536],
      ['large', 2000, 3000], // never enlarged past the photo's own width
    ]);
    for (const size of photo.sizes) {
      const out = Buffer.from(size.bytes);
      const meta = await sharp(out).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size.width, height: size.height });
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      for (const secret of [...GPS_BYTES, Buffer.from('TestCam'), Buffer.from('HomeAddress'), Buffer.from('Exif')]) {
        expect(out.includes(secret)).toBe(false);
      }
    }
    // Rotated, not just relabelled: the blue bottom of the stored image is now on the left.
    const { data, info } = await sharp(photo.sizes[0]!.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray(((info.height / 2) * info.width + x) * 3).subarray(0, 3)];
    expect(pixel(10)[2]).toBeGreaterThan(200);
    expect(pixel(info.width - 10)[0]).toBeGreaterThan(200);
  });

  it('makes 320, 1024 and 2048 wide from a large landscape, and never enlarges a small photo', async () => {
    const wide = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    expect((await derivePhoto(wide)).sizes.map((s) => s.width)).toEqual(PHOTO_SIZES.map((s) => s.width));
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const photo = await derivePhoto(small);
    expect(photo.sizes.map((s) => s.width)).toEqual([320, 800, 800]);
    expect(photo.sizes.every((s) => s.width <= 800)).toBe(true);
  });

  it('gives a blurred placeholder under 1 KB as a WebP data URL', async () => {
    const photo = await derivePhoto(await cameraJpeg(1200, 800));
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(photo.placeholder.length).toBeLessThan(1024);
    const meta = await sharp(Buffer.from(photo.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(16);
  });

  it('keeps the transparency of a PNG', async () => {
    const background = { r: 0, g: 128, b: 0, alpha: 0.4 };
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background } }).png().toBuffer();
    const photo = await derivePhoto(png);
    expect(photo.sizes.map((s) => s.width)).toEqual([320, 500, 500]);
    const meta = await sharp(photo.sizes[0]!.bytes).metadata();
    expect(meta.hasAlpha).toBe(true);
  });

  it('refuses a damaged photo, or anything but JPEG, PNG and WebP, with a message a member can read', async () => {
    const jpeg = await cameraJpeg(1200, 800);
    await expect(derivePhoto(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).rejects.toThrow(UNREADABLE_PHOTO);
    await expect(derivePhoto(new Uint8Array(5000).fill(7))).rejects.toThrow(UNREADABLE_PHOTO);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(derivePhoto(svg)).rejects.toThrow(UNREADABLE_PHOTO);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    await expect(derivePhoto(gif)).rejects.toThrow(UNREADABLE_PHOTO);
  });

  it('refuses a header claiming more than 50 megapixels without decoding it', async () => {
    const bomb = claimedPng(8000, 8000); // 64 MP, under 12,000 on a side: only the pixel limit stops it
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 8000, height: 8000 });
    const rss = process.memoryUsage().rss;
    await expect(derivePhoto(bomb)).rejects.toThrow('This photo has more than 50 megapixels');
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024); // 8000 × 8000 × 3 would be 192 MB
  });
});

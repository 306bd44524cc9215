import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AVIF_REFUSAL,
  HEIC_REFUSAL,
  MAX_VIDEO_MS,
  UNREADABLE_PHOTO,
  UNREADABLE_VIDEO,
  UNSUPPORTED,
  sniffMedia,
  videoDurationFrom,
  videoLengthProblem,
} from './media-bytes.ts';
import { box, bytes, ftyp, mp4, mvhd0, mvhd1, u32 } from './iso-boxes.ts';

const HEAD = 64 * 1024;
const head = (b: Uint8Array) => b.subarray(0, HEAD);
const fourcc = (b: Uint8Array, at: number) => Buffer.from(b.subarray(at, at + 4)).toString('latin1');

/** A seeded generator, so a failing fuzz case is the same on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 30, g: 120, b: 200, alpha: 0.5 } } });

const files = {
  jpeg: await picture(641, 479).jpeg().toBuffer(),
  progressive: await picture(641, 479).jpeg({ progressive: true }).toBuffer(),
  png: await picture(300, 201, 4).png().toBuffer(),
  lossy: await picture(333, 222).webp({ quality: 70 }).toBuffer(),
  lossless: await picture(333, 222).webp({ lossless: true }).toBuffer(),
  alpha: await picture(333, 222, 4).webp({ quality: 70 }).toBuffer(),
};


describe('sniffMedia: photos', () => {
  it('reads the type and size of JPEG, PNG and every kind of WebP from the header', () => {
    expect(sniffMedia(files.jpeg)).toEqual({ ok: true, media: 'photo', type: 'image/jpeg', width: 641, height: 479 });
    expect(sniffMedia(files.progressive)).toMatchObject({ type: 'image/jpeg', width: 641, height: 479 });
    expect(sniffMedia(files.png)).toEqual({ ok: true, media: 'photo', type: 'image/png', width: 300, height: 201 });
    // Each WebP flavour really is the chunk it stands for.
    expect([files.lossy, files.lossless, files.alpha].map((b) => fourcc(b, 12))).toEqual(['VP8 ', 'VP8L', 'VP8X']);
    for (const webp of [files.lossy, files.lossless, files.alpha]) {
      expect(sniffMedia(webp)).toEqual({ ok: true, media: 'photo', type: 'image/webp', width: 333, height: 222 });
    }
  });

  it('walks past a large APP1 segment to the frame header, and says when the head is too short for it', () => {
    const app1 = (n: number) => bytes([0xff, 0xe1], [(n + 2) >> 8, (n + 2) & 0xff], 'Exif\0\0', new Uint8Array(n - 6).fill(0x41));
    const withApp1 = bytes(files.jpeg.subarray(0, 2), app1(60_000), files.jpeg.subarray(2));
    expect(sniffMedia(head(withApp1))).toMatchObject({ ok: true, width: 641, height: 479 });
    const twoApp1 = bytes(files.jpeg.subarray(0, 2), app1(60_000), app1(60_000), files.jpeg.subarray(2));
    expect(sniffMedia(head(twoApp1))).toEqual({ ok: false, reason: UNREADABLE_PHOTO, incomplete: true });
    expect(sniffMedia(twoApp1)).toMatchObject({ ok: true, width: 641, height: 479 });
  });

  it('refuses truncated files, random bytes and empty input as damaged or not a photo', () => {
    for (const file of [files.jpeg, files.png, files.lossy, files.lossless, files.alpha]) {
      expect(sniffMedia(file.subarray(0, 20))).toMatchObject({ ok: false, reason: UNREADABLE_PHOTO });
    }
    const next = random(1);
    const noise = Uint8Array.from({ length: 4096 }, () => Math.floor(next() * 256));
    expect(sniffMedia(noise)).toEqual({ ok: false, reason: UNSUPPORTED });
    expect(sniffMedia(new Uint8Array())).toEqual({ ok: false, reason: UNSUPPORTED });
    expect(sniffMedia(bytes('GIF89a', new Uint8Array(20)))).toEqual({ ok: false, reason: UNSUPPORTED });
  });

  it('refuses a decompression bomb by the size its header claims, before any decoder runs', () => {
    const png = (w: number, h: number) => bytes(files.png.subarray(0, 16), u32(w), u32(h), files.png.subarray(24, 64));
    expect(sniffMedia(png(30_000, 30_000))).toEqual({
      ok: false,
      reason: 'This photo is 30000 × 30000 pixels; photos up to 50 megapixels can be uploaded.',
    });
    expect(sniffMedia(png(0xffffffff, 0xffffffff))).toMatchObject({ ok: false });
    expect(sniffMedia(png(7072, 7072))).toMatchObject({ ok: false }); // 50.01 MP
    expect(sniffMedia(png(7000, 7000))).toMatchObject({ ok: true, width: 7000 });
    expect(sniffMedia(png(13_000, 100))).toMatchObject({ ok: false, reason: expect.stringContaining('12000 pixels on a side') });
  });

  it('sees only the JPEG in a polyglot (the photo is re-encoded before anyone gets it)', () => {
    const trailer = bytes('<script>alert(1)</script>', [0x50, 0x4b, 0x03, 0x04], new Uint8Array(26), 'evil.html');
    expect(sniffMedia(bytes(files.jpeg, trailer))).toEqual({ ok: true, media: 'photo', type: 'image/jpeg', width: 641, height: 479 });
    const comment = bytes([0xff, 0xfe, 0, 2 + trailer.length], trailer);
    expect(sniffMedia(bytes(files.jpeg.subarray(0, 2), comment, files.jpeg.subarray(2)))).toMatchObject({ type: 'image/jpeg', width: 641 });
  });

  it('refuses lengths that overflow or never move on, without throwing', () => {
    const zeroLength = bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0], new Uint8Array(100));
    expect(sniffMedia(zeroLength)).toEqual({ ok: false, reason: UNREADABLE_PHOTO });
    const pastTheEnd = bytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff], new Uint8Array(100));
    expect(sniffMedia(pastTheEnd)).toMatchObject({ ok: false, incomplete: true });
    expect(sniffMedia(bytes([0xff, 0xd8, 0xff, 0xda, 0, 8], new Uint8Array(10)))).toMatchObject({ ok: false });
    expect(sniffMedia(bytes(u32(0xffffffff), 'ftypisom', u32(0), 'isom'))).toEqual({ ok: false, reason: UNREADABLE_VIDEO });
  });
});

describe('sniffMedia: HEIF and video', () => {
  it('refuses HEIC with how to send a JPEG instead, and AVIF', () => {
    expect(sniffMedia(bytes(ftyp('heic', 'mif1', 'heic'), box('meta')))).toEqual({ ok: false, reason: HEIC_REFUSAL });
    expect(sniffMedia(ftyp('mif1', 'mif1', 'heic'))).toEqual({ ok: false, reason: HEIC_REFUSAL });
    expect(sniffMedia(ftyp('heix'))).toEqual({ ok: false, reason: HEIC_REFUSAL });
    expect(HEIC_REFUSAL).toMatch(/Most Compatible/);
    expect(sniffMedia(ftyp('avif', 'avif', 'mif1', 'miaf'))).toEqual({ ok: false, reason: AVIF_REFUSAL });
    expect(sniffMedia(ftyp('mif1', 'mif1', 'jpeg'))).toEqual({ ok: false, reason: UNSUPPORTED });
  });

  it('reads an MP4 and its length from moov › mvhd', () => {
    expect(sniffMedia(mp4())).toEqual({ ok: true, media: 'video', type: 'video/mp4', durationMs: 61_000 });
    expect(sniffMedia(mp4(mvhd1(90_000, 90_000 * 12.5)))).toMatchObject({ type: 'video/mp4', durationMs: 12_500 });
    expect(videoLengthProblem(61_000)).toBe('This video is 61 seconds long; videos up to 60 seconds can be uploaded.');
    expect(videoLengthProblem(MAX_VIDEO_MS)).toBeNull();
    expect(videoLengthProblem(null)).toMatch(/could not be read/);
  });

  it('says MOV for QuickTime, and leaves the length to the tail when moov comes after the media', () => {
    expect(sniffMedia(bytes(ftyp('qt  ', 'qt  '), box('wide'), box('moov', mvhd0(600, 6000))))).toMatchObject({
      type: 'video/quicktime',
      durationMs: 10_000,
    });
    const mdat = box('mdat', new Uint8Array(200_000));
    const file = bytes(ftyp('mp42', 'mp42', 'isom'), mdat, box('moov', mvhd0(1000, 59_500)));
    expect(sniffMedia(head(file))).toEqual({ ok: true, media: 'video', type: 'video/mp4', durationMs: null });
    expect(videoDurationFrom(file.subarray(file.length - 1024))).toBe(59_500);
    expect(videoDurationFrom(file.subarray(0, 1024))).toBeNull();
    // a 4 GB mdat says nothing about the length either
    expect(sniffMedia(bytes(ftyp('isom'), u32(0xffffffff), 'mdat', new Uint8Array(16)))).toMatchObject({ ok: true, durationMs: null });
  });

  it('refuses boxes shorter than their header and an mvhd with no timescale', () => {
    expect(sniffMedia(bytes(ftyp('isom'), u32(2), 'free'))).toEqual({ ok: false, reason: UNREADABLE_VIDEO });
    expect(sniffMedia(bytes(ftyp('isom'), box('moov', u32(0), 'trak')))).toEqual({ ok: false, reason: UNREADABLE_VIDEO });
    expect(sniffMedia(mp4(mvhd0(0, 5000)))).toEqual({ ok: false, reason: UNREADABLE_VIDEO });
    expect(videoDurationFrom(bytes(u32(1), 'mvhd', new Uint8Array(200)))).toBeNull();
  });
});

describe('sniffMedia under mutation', () => {
  it('never throws on 2,000 random mutations of valid heads', () => {
    const next = random(34);
    const valid = [files.jpeg, files.progressive, files.png, files.lossy, files.lossless, files.alpha, mp4()];
    const seeds = valid.map((b) => b.subarray(0, 2048));
    const started = Date.now();
    for (let i = 0; i < 2000; i += 1) {
      const seed = seeds[i % seeds.length]!;
      const mutant = Uint8Array.from(seed.subarray(0, next() < 0.3 ? Math.floor(next() * seed.length) : seed.length));
      for (let n = 1 + Math.floor(next() * 8); n > 0; n -= 1) {
        const at = Math.floor(next() * Math.min(mutant.length, next() < 0.7 ? 64 : mutant.length));
        mutant[at] = [0x00, 0xff, 0x01, Math.floor(next() * 256)][Math.floor(next() * 4)]!;
      }
      const result = sniffMedia(mutant);
      videoDurationFrom(mutant);
      if (result.ok && result.media === 'photo') expect(result.width * result.height).toBeGreaterThan(0);
      if (!result.ok) expect(result.reason).toMatch(/\.$/);
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('uses no Node API, so it also runs in Workers', () => {
    expect(readFileSync(new URL('./media-bytes.ts', import.meta.url), 'utf8')).not.toMatch(/^import /m);
  });
});

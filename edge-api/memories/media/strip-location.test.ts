import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { locatedPhoto, locatedVideo, placesIn } from '#api/test/located-media.ts';
import { applyPatches, memorySource, patchedStream } from './byte-patches.ts';
import { bytes } from './iso-boxes.ts';
import { videoDurationFrom } from './media-bytes.ts';
import { locationPatches, type MediaType } from './strip-location.ts';

// Issue 51: an original keeps its picture and its length, and loses every place it carried.

async function stripped(file: Uint8Array, type: MediaType) {
  const patches = await locationPatches(memorySource(file), type);
  return applyPatches(new Uint8Array(file), patches);
}
const pixels = async (file: Uint8Array) => sharp(file).raw().toBuffer();

describe('a photo original without its place', () => {
  const formats = [
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const;
  for (const [format, type] of formats) {
    it(`${format}: no place in its bytes or decoded metadata; the same pixels, orientation and maker`, async () => {
      const file = await locatedPhoto(format);
      expect((await placesIn(file)).length).toBeGreaterThanOrEqual(3); // the test file does carry them
      const out = await stripped(file, type);
      expect(await placesIn(out)).toEqual([]);
      expect(out.length).toBe(file.length);
      expect((await pixels(out)).equals(await pixels(file))).toBe(true);
      expect((await sharp(out).metadata()).orientation).toBe(6);
      expect(Buffer.from(out).includes('TestCam')).toBe(true);
      // Done twice, nothing more changes.
      expect(Buffer.from(await stripped(out, type)).equals(Buffer.from(out))).toBe(true);
    });
  }

  it('a JPEG with an MPF image and a motion photo\'s video after it: each loses its place, the picture stays', async () => {
    const main = await locatedPhoto('jpeg');
    const gainMap = await locatedPhoto('jpeg', { width: 24, height: 16 });
    const file = bytes(main, gainMap, locatedVideo(2_000));
    const out = await stripped(file, 'image/jpeg');
    expect(await placesIn(out, 'video')).toEqual([]);
    expect((await pixels(out)).equals(await pixels(main))).toBe(true);
    // The second JPEG is still a picture where it was.
    expect((await pixels(out.subarray(main.length, main.length + gainMap.length))).equals(await pixels(gainMap))).toBe(true);
  });

  it('bytes after a file that are no file are zeroed, not passed on', async () => {
    const main = await locatedPhoto('jpeg');
    const file = bytes(main, 'GPS +18.5293+073.8534/ from a trailer');
    const out = await stripped(file, 'image/jpeg');
    expect(await placesIn(out, 'video')).toEqual([]);
    expect(out.subarray(main.length).every((b) => b === 0)).toBe(true);
  });
});

describe('a video original without its place', () => {
  it('udta, meta and XMP become free boxes; the length, duration and media data are unchanged', async () => {
    const file = locatedVideo();
    expect(await placesIn(file, 'video')).toEqual(['XMP latitude', 'ISO 6709 place']);
    const out = await stripped(file, 'video/quicktime');
    expect(await placesIn(out, 'video')).toEqual([]);
    expect(out.length).toBe(file.length);
    expect(videoDurationFrom(out)).toBe(42_000);
    expect(Buffer.from(out.subarray(-100_000)).equals(Buffer.from(file.subarray(-100_000)))).toBe(true);
  });
});

describe('crafted files', () => {
  it('truncated, garbled or lying files give patches within the file and never throw', async () => {
    const seeds = [await locatedPhoto('jpeg'), await locatedPhoto('png'), await locatedPhoto('webp'), locatedVideo(500)];
    const types: MediaType[] = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4'];
    let state = 7;
    const rand = () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32);
    for (let round = 0; round < 400; round++) {
      const i = round % seeds.length;
      const file = new Uint8Array(seeds[i]!.subarray(0, Math.floor(rand() * seeds[i]!.length) + 1));
      for (let k = 0; k < 4; k++) file[Math.floor(rand() * file.length)] = Math.floor(rand() * 256);
      const patches = await locationPatches(memorySource(file), types[i]!);
      for (const p of patches) {
        expect(p.at).toBeGreaterThanOrEqual(0);
        expect(p.at + p.length).toBeLessThanOrEqual(file.length);
      }
    }
  });

  it('patches applied as the file streams in odd-sized pieces give the same bytes as applied at once', async () => {
    const file = await locatedPhoto('png');
    const patches = await locationPatches(memorySource(file), 'image/png');
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < file.length; at += 37) controller.enqueue(file.slice(at, at + 37));
        controller.close();
      },
    });
    const streamed = new Uint8Array(await new Response(patchedStream(pieces, patches)).arrayBuffer());
    expect(Buffer.from(streamed).equals(Buffer.from(applyPatches(new Uint8Array(file), patches)))).toBe(true);
  });
});

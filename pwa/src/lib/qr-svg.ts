import { encode } from 'uqr';

export type QrSvg = { size: number; path: string };

/**
 * A QR code as one SVG path of its dark modules (with the 4-module quiet zone the standard asks
 * for), so the ticket renders as inline SVG: sharp at any size, no canvas, allowed by the CSP.
 */
export function qrSvgOf(text: string): QrSvg {
  // 'M' recovers from 15% damage (a cracked screen) and keeps a 200-character token at version ~10.
  const { data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1H${start}z`;
    }
  });
  return { size: data.length, path };
}

/** The same matrix as RGBA pixels, `scale` pixels a module (tests decode it back). */
export function qrPixelsOf(text: string, scale = 4): { width: number; height: number; data: Uint8ClampedArray } {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const width = data.length * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) {
      if (!data[Math.floor(y / scale)]?.[Math.floor(x / scale)]) continue;
      const i = (y * width + x) * 4;
      pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
    }
  return { width, height: width, data: pixels };
}

import { describe, expect, it } from 'vitest';
import { decodePixels } from './qr-decode.ts';
import { qrPixelsOf, qrSvgOf } from '#pwa/lib/qr-svg.ts';

// A ticket-sized token: payload and ECDSA signature, both base64url.
const token = `${'eyJlIjoiMDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAxIn0'.repeat(2)}.${'A'.repeat(86)}`;

describe('QR codes of tickets', () => {
  it('decodes what it encodes (uqr → pixels → jsQR)', async () => {
    expect(await decodePixels(qrPixelsOf(token))).toBe(token);
  });

  it('reads nothing from a blank image', async () => {
    const blank = { width: 64, height: 64, data: new Uint8ClampedArray(64 * 64 * 4).fill(255) };
    expect(await decodePixels(blank)).toBeNull();
  });

  it('draws one square SVG path with the quiet zone', () => {
    const { size, path } = qrSvgOf('hello');
    expect(size).toBe(21 + 8); // version 1 and 4 modules each side
    expect(path.startsWith('M4 4h7')).toBe(true); // the top-left finder pattern starts inside the border
  });
});

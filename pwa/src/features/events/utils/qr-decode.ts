// Reading a QR code from pixels (docs/decisions/0092-event-screens.md): the browser's own
// BarcodeDetector where it has one (Chrome on Android, Safari 17+ on iOS); else jsQR, loaded only
// when first needed, on the check-in screen.

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

type Detector = { detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
};

let native: Promise<Detector | null> | undefined;

/** The browser's detector when it reads QR codes, else null. */
export function nativeDetector(): Promise<Detector | null> {
  native ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Native) return null;
    try {
      return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

/** jsQR over RGBA pixels: the text of the first QR code, or null. */
export async function decodePixels(pixels: Pixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Draws an image or a video frame into a canvas (at most 1024 px wide) and reads its pixels. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas = document.createElement('canvas')): Pixels | null {
  const scale = Math.min(1, 1024 / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || canvas.width === 0) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** A chosen photo's QR code: the native detector first, jsQR when it has none or finds nothing. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const detector = await nativeDetector();
    const found = detector ? (await detector.detect(bitmap).catch(() => []))[0]?.rawValue : undefined;
    if (found) return found;
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? decodePixels(pixels) : null;
  } finally {
    bitmap.close();
  }
}

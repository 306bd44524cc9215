import { PHOTO_MAX_BYTES, PHOTO_SIZE_PX } from '#domain/profile/profile-files.ts';

export const PHOTO_UNREADABLE = 'This picture could not be read. Please choose a JPEG, PNG or WebP image.';

/**
 * A chosen picture cropped to its centre square and scaled to 256 px WebP, lowering the quality
 * until it fits 150 KB: what is sent is small whatever the camera made (issue 12).
 */
export async function squarePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(PHOTO_UNREADABLE);
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PHOTO_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(PHOTO_UNREADABLE);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, PHOTO_SIZE_PX, PHOTO_SIZE_PX);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5, 0.3]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
    if (blob && blob.size <= PHOTO_MAX_BYTES) return blob;
  }
  throw new Error(PHOTO_UNREADABLE);
}

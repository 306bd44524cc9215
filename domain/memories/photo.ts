import * as v from 'valibot';
import { noNul } from '../validation.ts';

/** The sizes a photo is stored in besides its original (edge-api/memories/media/derive-photo.ts). */
export const PHOTO_SIZE_NAMES = ['small', 'medium', 'large'] as const;
export type PhotoSizeName = (typeof PHOTO_SIZE_NAMES)[number];

export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
/** One resumable upload request carries at most this much (the API's body cap for a chunk). */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;
export const MAX_CAPTION = 500;
export const MAX_TAGS = 20;

export const PHOTO_TEXTS = {
  tooBig: 'Photos can be at most 25 MB and videos 100 MB',
  typeRefused: 'Only JPEG, PNG and WebP photos and MP4 or MOV videos can be uploaded.',
  captionTooLong: `A caption can be at most ${MAX_CAPTION} characters`,
  tooManyTags: `At most ${MAX_TAGS} people can be tagged in a photo`,
  offsetMismatch: 'The upload is at another point: ask for its offset and go on from there',
  uploadDone: 'This upload is complete',
} as const;

export type PhotoTag = { userId: string; fullName: string; hides: boolean };

/** A photo or short video in an album, as a member's device keeps it. */
export type Photo = {
  _id: string;
  albumId: string;
  uploaderId: string | null;
  uploaderName: string;
  caption: string;
  media: 'photo' | 'video';
  /** 'processing' (its sizes being made) and 'failed' (with `failure`) reach only the uploader. */
  status: 'processing' | 'ready' | 'failed';
  failure: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  /** A tiny blurred image as a data: URL, shown while the grid's size loads. */
  placeholder: string | null;
  /** Where each size is served (members only); null until the photo is ready. Videos have none. */
  src: Record<PhotoSizeName, string> | null;
  /** The file as it was uploaded, for 'Download original' (and a video's player). */
  original: string;
  tags: PhotoTag[];
  createdAt: string;
};

const mediaType = v.picklist(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif', 'video/mp4', 'video/quicktime', ''], PHOTO_TEXTS.typeRefused);

/** A photo's caption, as the upload and the later edit take it. */
export const CaptionSchema = v.pipe(v.string(PHOTO_TEXTS.captionTooLong), v.trim(), v.maxLength(MAX_CAPTION, PHOTO_TEXTS.captionTooLong), noNul<string>());

/** `POST /api/memories/albums/:id/uploads`: a file about to be sent, in chunks. */
export const StartUploadSchema = v.object({
  /** Made by the device, so a replayed start finds the same upload. */
  id: v.pipe(v.string('Upload id must be a UUID'), v.uuid('Upload id must be a UUID')),
  fileName: v.optional(v.pipe(v.string(), v.maxLength(255, 'File name must be at most 255 characters'), noNul<string>()), ''),
  type: v.optional(mediaType, ''),
  size: v.pipe(v.number(PHOTO_TEXTS.tooBig), v.safeInteger(PHOTO_TEXTS.tooBig), v.minValue(1, 'The file is empty'), v.maxValue(MAX_VIDEO_BYTES, PHOTO_TEXTS.tooBig)),
  caption: v.optional(CaptionSchema, ''),
  tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid('A tagged member must be given by id'))), v.maxLength(MAX_TAGS, PHOTO_TEXTS.tooManyTags)), []),
});
export type StartUploadInput = v.InferOutput<typeof StartUploadSchema>;

/** Where a resumable upload stands: `received` bytes of `size` are stored. */
export type UploadState = { id: string; size: number; received: number; chunkBytes: number; photo: Photo | null };

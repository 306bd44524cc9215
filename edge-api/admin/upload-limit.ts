import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES } from '#domain/admin/roster-upload.ts';
import { UPLOAD_CHUNK_BYTES } from '#domain/memories/photo.ts';
import { SLOTS, type FileSlot } from '#domain/profile/profile-files.ts';

/** The one path whose body may exceed the API's JSON limit: the roster spreadsheet. */
export const isUploadPath = (path: string) => /^\/api\/admin\/upload-excel\/?$/.test(path);

/** The member's resume or photo upload path, whose body may be as large as that file. */
export const profileFileSlot = (path: string): FileSlot | undefined => /^\/api\/users\/(resume|photo)\/?$/.exec(path)?.[1] as FileSlot | undefined;

// The multipart envelope (boundaries, part headers, the file name) rides on top of the file itself.
const MULTIPART_ALLOWANCE = 64 * 1024;

/** 10 MB of file plus its envelope; over that, 413 before anything is parsed. */
export const uploadBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE,
  onError: (c) => c.json({ message: FILE_TOO_LARGE_MESSAGE, code: 'file_too_large' }, 413),
});

/** A resume or photo plus its envelope; over that, 413 in the form's words before anything is parsed. */
export const profileFileBodyLimit = (slot: FileSlot): MiddlewareHandler =>
  bodyLimit({
    maxSize: SLOTS[slot].maxBytes + MULTIPART_ALLOWANCE,
    onError: (c) => c.json({ message: SLOTS[slot].tooLarge, code: 'file_too_large' }, 413),
  });

/** A chunk of a Memory Lane upload (PATCH /api/memories/uploads/:id): raw bytes, no envelope. */
export const isMemoryChunkPath = (path: string) => /^\/api\/memories\/uploads\/[^/]+\/?$/.test(path);

export const memoryChunkLimit: MiddlewareHandler = bodyLimit({
  maxSize: UPLOAD_CHUNK_BYTES,
  onError: (c) => c.json({ message: `A chunk can be at most ${UPLOAD_CHUNK_BYTES / 1024 / 1024} MB`, code: 'body_too_large' }, 413),
});

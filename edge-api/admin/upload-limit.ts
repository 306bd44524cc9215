import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES } from '#domain/admin/roster-upload.ts';

/** The one path whose body may exceed the API's JSON limit: the roster spreadsheet. */
export const isUploadPath = (path: string) => /^\/api\/admin\/upload-excel\/?$/.test(path);

// The multipart envelope (boundaries, part headers, the file name) rides on top of the file itself.
const MULTIPART_ALLOWANCE = 64 * 1024;

/** 10 MB of file plus its envelope; over that, 413 before anything is parsed. */
export const uploadBodyLimit: MiddlewareHandler = bodyLimit({
  maxSize: UPLOAD_MAX_BYTES + MULTIPART_ALLOWANCE,
  onError: (c) => c.json({ message: FILE_TOO_LARGE_MESSAGE, code: 'file_too_large' }, 413),
});

// The resume and the photo (issue 12; docs/decisions/0076-profile-files.md): their limits and
// messages, shared by the form and the server, and the one rule for what a file is: its bytes.

export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_BYTES = 150 * 1024;
/** The browser crops and scales a chosen picture to this square before sending it. */
export const PHOTO_SIZE_PX = 256;

export const RESUME_NOT_PDF = 'The resume must be a PDF file';
export const RESUME_TOO_LARGE = 'The resume must be at most 2 MB';
export const PHOTO_NOT_IMAGE = 'The photo must be a WebP, PNG or JPEG image';
export const PHOTO_TOO_LARGE = 'The photo must be at most 150 KB';
export const NO_FILE = 'Choose a file to upload';
export const UPLOAD_OFFLINE = 'You are offline: uploading needs a connection.';
export const UPLOAD_FAILED = 'Upload failed';

export type FileSlot = 'resume' | 'photo';
export type StoredKind = 'pdf' | 'webp' | 'png' | 'jpeg';
export const CONTENT_TYPES: Record<StoredKind, string> = { pdf: 'application/pdf', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };

const startsWith = (bytes: Uint8Array, at: number, text: string) => [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

/** What a file is by its first bytes, never by its name or declared type; null for anything else (HTML, SVG…). */
export function sniffKind(bytes: Uint8Array): StoredKind | null {
  if (startsWith(bytes, 0, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'webp';
  if (bytes[0] === 0x89 && startsWith(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Each slot's rule: the kinds it takes, its size, and its messages. */
export const SLOTS: Record<FileSlot, { kinds: StoredKind[]; maxBytes: number; wrongKind: string; tooLarge: string }> = {
  resume: { kinds: ['pdf'], maxBytes: RESUME_MAX_BYTES, wrongKind: RESUME_NOT_PDF, tooLarge: RESUME_TOO_LARGE },
  photo: { kinds: ['webp', 'png', 'jpeg'], maxBytes: PHOTO_MAX_BYTES, wrongKind: PHOTO_NOT_IMAGE, tooLarge: PHOTO_TOO_LARGE },
};

/** The problem with a file for a slot, in the form's words, or null when it may be sent. */
export function fileProblem(slot: FileSlot, bytes: Uint8Array): string | null {
  const rule = SLOTS[slot];
  if (bytes.length === 0) return NO_FILE;
  if (bytes.length > rule.maxBytes) return rule.tooLarge;
  const kind = sniffKind(bytes);
  return kind && rule.kinds.includes(kind) ? null : rule.wrongKind;
}

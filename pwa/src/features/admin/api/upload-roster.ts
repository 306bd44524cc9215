import { UPLOAD_FAILED_MESSAGE, type UploadResult } from '#domain/admin/roster-upload.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { refreshSession } from '#pwa/lib/refresh-session.ts';
import { STUDENT_PAGES_KEY } from './students.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';

export type UploadProgress = { phase: 'sending'; fraction: number } | { phase: 'processing' };
export type UploadOutcome = { ok: true; result: UploadResult } | { ok: false; message: string };

const UPLOAD_TIMEOUT_MS = 5 * 60_000; // 10 MB on a slow line, then 100,000 rows checked on the server

const isUploadResult = (v: unknown): v is UploadResult =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as UploadResult).insertedCount === 'number' &&
  typeof (v as UploadResult).duplicateCount === 'number' &&
  typeof (v as UploadResult).errorCount === 'number' &&
  Array.isArray((v as UploadResult).duplicates) &&
  Array.isArray((v as UploadResult).errors);

/** `token`: the one the request carried, so a refresh knows whether another one has replaced it already. */
type Answer = { status: number; body: unknown; token: string | null };

/** One multipart POST through XMLHttpRequest, which (unlike fetch) reports upload progress. */
function send(file: File, onProgress: (p: UploadProgress) => void): Promise<Answer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/upload-excel');
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useSessionStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'sending', fraction: event.loaded / event.total });
    };
    // Every byte is sent; the server now reads and checks the rows.
    xhr.upload.onload = () => onProgress({ phase: 'processing' });
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body, token });
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ status: 0, body: null, token });
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** POST /api/admin/upload-excel with the field `file`; a 401 refreshes the session once and retries. */
export async function uploadRoster(file: File, onProgress: (p: UploadProgress) => void): Promise<UploadOutcome> {
  let answer = await send(file, onProgress);
  if (answer.status === 401 && useSessionStore.getState().user && (await refreshSession(answer.token))) {
    onProgress({ phase: 'sending', fraction: 0 });
    answer = await send(file, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300 && isUploadResult(answer.body)) {
    invalidateOnline(STUDENT_PAGES_KEY); // pages kept from before the upload are out of date
    return { ok: true, result: answer.body };
  }
  const message = (answer.body as { message?: unknown } | null)?.message;
  return { ok: false, message: answer.status >= 400 && typeof message === 'string' && message ? message : UPLOAD_FAILED_MESSAGE };
}

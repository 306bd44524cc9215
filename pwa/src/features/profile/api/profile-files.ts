import { fileProblem, UPLOAD_FAILED, UPLOAD_OFFLINE, type FileSlot } from '#domain/profile/profile-files.ts';
import type { Profile } from '#domain/profile/profile.ts';
import { api, HttpError, NetworkError } from '#pwa/lib/api-client.ts';
import { storeProfile } from './local-profile.ts';

export type FileResult = { ok: true; message: string } | { ok: false; message: string };

const failure = (error: unknown): FileResult => ({
  ok: false,
  message: error instanceof NetworkError ? UPLOAD_OFFLINE : error instanceof HttpError ? (error.serverMessage ?? UPLOAD_FAILED) : UPLOAD_FAILED,
});

/**
 * PUT /api/users/{resume|photo}: checked here by the same rule as the server (its bytes, its size),
 * then sent; the saved profile replaces the device's copy. Needs the network: it says so offline.
 */
export async function uploadProfileFile(slot: FileSlot, file: Blob, name: string): Promise<FileResult> {
  const problem = fileProblem(slot, new Uint8Array(await file.arrayBuffer()));
  if (problem) return { ok: false, message: problem };
  if (!navigator.onLine) return { ok: false, message: UPLOAD_OFFLINE };
  const form = new FormData();
  form.append('file', file, name);
  try {
    const { message, profile } = await api.put<{ message: string; profile: Profile }>(`/api/users/${slot}`, form, { timeoutMs: 60_000 });
    await storeProfile(profile);
    return { ok: true, message };
  } catch (error) {
    return failure(error);
  }
}

/** DELETE /api/users/{resume|photo}. */
export async function removeProfileFile(slot: FileSlot): Promise<FileResult> {
  if (!navigator.onLine) return { ok: false, message: UPLOAD_OFFLINE };
  try {
    const { message, profile } = await api.delete<{ message: string; profile: Profile }>(`/api/users/${slot}`);
    await storeProfile(profile);
    return { ok: true, message };
  } catch (error) {
    return failure(error);
  }
}

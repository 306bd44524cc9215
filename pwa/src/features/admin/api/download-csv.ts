import { refreshSession } from '#pwa/lib/refresh-session.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';

export type CsvOutcome = { ok: true; blob: Blob; capped: boolean } | { ok: false; message: string };

/** One GET with the session's bearer token (and its cookie), as api-client sends JSON requests. */
function send(path: string, accept: string, token: string | null) {
  return fetch(path, { headers: { Accept: accept, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, credentials: 'include' });
}

/**
 * A file only an admin may have (a CSV export, a backup), fetched with the session's token: a plain
 * link would carry only the cookie, which may have expired. A 401 refreshes the session once and retries.
 */
export async function downloadWithSession(path: string, accept: string, failed: string): Promise<CsvOutcome> {
  try {
    const token = useSessionStore.getState().token;
    let response = await send(path, accept, token);
    if (response.status === 401 && useSessionStore.getState().user && (await refreshSession(token))) {
      response = await send(path, accept, useSessionStore.getState().token);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      return { ok: false, message: typeof body?.message === 'string' && body.message ? body.message : failed };
    }
    return { ok: true, blob: await response.blob(), capped: response.headers.get('X-Export-Capped') === 'true' };
  } catch {
    return { ok: false, message: failed };
  }
}

/** One of the office's CSV exports (the audit log with `format=csv`, the mentorships); `capped`: it stops at the server's cap. */
export const downloadCsv = (path: string) => downloadWithSession(path, 'text/csv', 'The CSV could not be downloaded');

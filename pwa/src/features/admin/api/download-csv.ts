import { refreshSession } from '#pwa/lib/refresh-session.ts';
import { useSessionStore } from '#pwa/stores/session-store.ts';

export type CsvOutcome = { ok: true; blob: Blob; capped: boolean } | { ok: false; message: string };

const FAILED = 'The CSV could not be downloaded';

/** One GET with the session's bearer token (and its cookie), as api-client sends JSON requests. */
function send(path: string, token: string | null) {
  return fetch(path, { headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, credentials: 'include' });
}

/**
 * One of the office's CSV exports (the audit log with `format=csv`, the mentorships) as a file. A
 * 401 refreshes the session once and retries; `capped` says the file stops at the server's cap.
 */
export async function downloadCsv(path: string): Promise<CsvOutcome> {
  try {
    const token = useSessionStore.getState().token;
    let response = await send(path, token);
    if (response.status === 401 && useSessionStore.getState().user && (await refreshSession(token))) {
      response = await send(path, useSessionStore.getState().token);
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      return { ok: false, message: typeof body?.message === 'string' && body.message ? body.message : FAILED };
    }
    return { ok: true, blob: await response.blob(), capped: response.headers.get('X-Export-Capped') === 'true' };
  } catch {
    return { ok: false, message: FAILED };
  }
}

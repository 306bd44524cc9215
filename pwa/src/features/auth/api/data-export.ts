import type { DataExportState } from '#domain/accounts/data-export.ts';
import { api } from '#pwa/lib/api-client.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { refreshSession } from '#pwa/lib/refresh-session.ts';
import { accountCall } from './account-call.ts';

export const EXPORT_OFFLINE = 'You are offline. Your data is prepared, and downloaded, only with a connection.';
const EXPORT_FAILED = 'Your data could not be asked for. Please try again.';

/** The query key of the member's latest archive: what asking for one loads again. */
export const dataExportKey = (userId: string) => `data-export:${userId}`;

/** GET /api/users/export: the latest archive and whether it can be downloaded. */
export const fetchDataExport = (signal: AbortSignal) => api.get<DataExportState>('/api/users/export', { signal });

/** POST /api/users/export: asks for an archive; the dispatcher prepares it and mails when it is ready. */
export async function askForDataExport(userId: string) {
  const result = await accountCall({ offline: EXPORT_OFFLINE, failed: EXPORT_FAILED }, () => api.post<DataExportState>('/api/users/export'));
  invalidateOnline(dataExportKey(userId));
  return result;
}

/**
 * Follows the archive's link as a plain download, so the browser streams it to disk rather than
 * this page holding it: the link is authorized by the session cookie, renewed first (it lives 15 minutes).
 */
export async function downloadDataExport(url: string) {
  await refreshSession();
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

import type { SystemStatus } from '#domain/admin/system-status.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';
import { adminAction } from './admin-action.ts';
import { AUDIT_KEY } from './audit-log.ts';
import { downloadWithSession } from './download-csv.ts';

const KEY = 'admin-system';

/** GET /api/admin/system: the server's figures, read when the page opens and after each action. */
export const useSystemStatus = () => useOnlineQuery<SystemStatus>(KEY, (signal) => api.get('/api/admin/system', { signal }), { keepPreviousData: true });

/** POST /api/admin/system/backups: a backup now (the embedded database's server). */
export const backUpNow = () => adminAction(() => api.post('/api/admin/system/backups', {}), 'The backup could not be taken', [KEY, AUDIT_KEY]);

/** POST /api/admin/system/outbox/{id}/retry: a failing row tried again at once. */
export const retryOutboxRow = (id: string) =>
  adminAction(() => api.post(`/api/admin/system/outbox/${encodeURIComponent(id)}/retry`, {}), 'It could not be tried again', [KEY, AUDIT_KEY]);

/** GET /api/admin/system/backups/{name}: the archive, as a file. */
export const downloadBackup = (name: string) => downloadWithSession(`/api/admin/system/backups/${encodeURIComponent(name)}`, 'application/gzip', 'The backup could not be downloaded');

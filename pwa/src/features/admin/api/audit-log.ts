import type { AuditPage } from '#domain/admin/audit-log.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/** Keys of the audit log's pages in the online cache: every admin action invalidates them. */
export const AUDIT_KEY = 'admin-audit:';

/** The screen's filter: an action prefix ('moderation.') or all, and India's days from and to. */
export type AuditScreenFilter = { action: string; from: string; to: string };

/** The filter as query parameters; blank fields are no filter. */
export const auditQuery = (f: AuditScreenFilter) => new URLSearchParams(Object.entries(f).filter(([, v]) => v)).toString();

const withCursor = (query: string, before: number | null) => (before === null ? query : `${query}${query ? '&' : ''}before=${before}`);

/** GET /api/admin/audit: one page, newest first, after the `before` cursor when given. */
export const fetchAuditPage = (query: string, before: number | null, signal?: AbortSignal) =>
  api.get<AuditPage>(`/api/admin/audit?${withCursor(query, before)}`, { signal });

/** The first page for a filter; the previous filter's lines stay on screen while it loads. */
export const useAuditFirstPage = (query: string) =>
  useOnlineQuery<AuditPage>(`${AUDIT_KEY}${query}`, (signal) => fetchAuditPage(query, null, signal), { keepPreviousData: true });

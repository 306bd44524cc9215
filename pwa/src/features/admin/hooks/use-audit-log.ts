import { useState } from 'react';
import type { AuditLine, AuditPage } from '#domain/admin/audit-log.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { toast } from '#pwa/lib/toast.ts';
import { auditQuery, fetchAuditPage, useAuditFirstPage, type AuditScreenFilter } from '../api/audit-log.ts';

type More = { query: string; base: AuditPage; entries: AuditLine[]; next: number | null };

/**
 * The audit log for a filter, newest first: the first page from the online cache, then the pages
 * 'Load more' adds with the `next` cursor. A new filter, or the first page loaded again after a
 * change, starts from the top.
 */
export function useAuditLog(filter: AuditScreenFilter) {
  const query = auditQuery(filter);
  const first = useAuditFirstPage(query);
  const [more, setMore] = useState<More | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const base = first.data;
  const extra = more && more.query === query && more.base === base ? more : null;
  const entries = base ? [...base.entries, ...(extra?.entries ?? [])] : [];
  const next = extra ? extra.next : (base?.next ?? null);
  const stale = first.status === 'loading'; // `base` may still be the previous filter's

  const loadMore = async () => {
    if (!base || next === null || stale || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await fetchAuditPage(query, next);
      setMore({ query, base, entries: [...(extra?.entries ?? []), ...page.entries], next: page.next });
    } catch (error) {
      toast.error(loadErrorMessage(error, 'More lines could not be loaded'));
    } finally {
      setLoadingMore(false);
    }
  };

  return { status: first.status, error: first.error, retry: first.refetch, query, loaded: !!base, entries, hasMore: next !== null, stale, loadingMore, loadMore };
}

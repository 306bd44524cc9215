import type { SuspendInput } from '#domain/moderation/suspension.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { AUDIT_KEY } from './audit-log.ts';
import { SUSPENDED_KEY } from './suspended-members.ts';

/**
 * POST /api/admin/members/{id}/suspend: until the end of `until` (India time) or until lifted. Their
 * sessions end at once.
 */
export async function suspendMember(id: string, input: SuspendInput): Promise<{ ok: true } | { ok: false; message: string; issues: FieldIssue[] }> {
  try {
    await api.post(`/api/admin/members/${encodeURIComponent(id)}/suspend`, input);
    invalidateOnline(SUSPENDED_KEY);
    invalidateOnline(AUDIT_KEY);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'Could not suspend the member'), issues: error instanceof HttpError ? error.issues : [] };
  }
}

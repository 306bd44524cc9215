import type { ModerationActionInput } from '#domain/moderation/moderation-queue.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { api, HttpError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';
import { AUDIT_KEY } from './audit-log.ts';
import { MODERATION_KEY } from './moderation-queue.ts';

export type ModerationAction = ModerationActionInput['action'];
export type ModerationResult = ModerationActionInput['items'][number] & { status: 'done' | 'not_found' | 'unchanged' };
export type ModerateOutcome = { ok: true; results: ModerationResult[] } | { ok: false; message: string; issues: FieldIssue[] };

/**
 * POST /api/admin/moderation: hide (with the reason the authors read), restore, or dismiss the
 * reports on several things at once, in one transaction. The queues and the audit log load again.
 */
export async function moderateItems(input: ModerationActionInput): Promise<ModerateOutcome> {
  try {
    const { results } = await api.post<{ results: ModerationResult[] }>('/api/admin/moderation', input);
    invalidateOnline(MODERATION_KEY);
    invalidateOnline(AUDIT_KEY);
    return { ok: true, results };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, 'Could not save the decision'), issues: error instanceof HttpError ? error.issues : [] };
  }
}

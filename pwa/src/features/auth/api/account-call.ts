import type { FieldIssue } from '#domain/validation.ts';
import { HttpError } from '#pwa/lib/api-client.ts';

export type AccountCallResult<T> = { ok: true; value: T } | { ok: false; message: string; issues: FieldIssue[] };

/**
 * A settings request that needs the server: offline it is not tried (`offline` says so); a refusal
 * answers the server's message and field issues; anything else answers `failed`.
 */
export async function accountCall<T>(messages: { offline: string; failed: string }, call: () => Promise<T>): Promise<AccountCallResult<T>> {
  if (!navigator.onLine) return { ok: false, message: messages.offline, issues: [] };
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.serverMessage ?? messages.failed, issues: error.issues };
    return { ok: false, message: messages.failed, issues: [] };
  }
}

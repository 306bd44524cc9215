import type { FieldIssue } from '#domain/validation.ts';
import { invalidateOnline } from '#pwa/hooks/use-online-query.ts';
import { HttpError } from '#pwa/lib/api-client.ts';
import { loadErrorMessage } from '#pwa/lib/load-error.ts';

export type AdminOutcome = { ok: true; message: string } | { ok: false; message: string; issues: FieldIssue[] };

/** An office action: its message, and the screens showing `keys` load again; or why it failed. */
export async function adminAction(call: () => Promise<{ message: string }>, failed: string, keys: readonly string[]): Promise<AdminOutcome> {
  try {
    const { message } = await call();
    for (const key of keys) invalidateOnline(key);
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: loadErrorMessage(error, failed), issues: error instanceof HttpError ? error.issues : [] };
  }
}

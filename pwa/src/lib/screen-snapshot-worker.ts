/// <reference lib="webworker" />
import { NAVIGATION_CACHE } from './member-shell.ts';
import { shellWithSnapshot, SNAPSHOT_PREFIX, SNAPSHOT_USER_HEADER } from './screen-snapshot-html.ts';

type Answer = () => Promise<Response>;

/**
 * Worker side of ADR 0095: the signed-in member's last screen at `path` (its query included, ADR
 * 0124), in the shell that starts the app after the first paint; without one (or anything
 * refused), the ordinary app shell.
 */
export async function withScreenSnapshot(path: string, userId: string, snapshotShell: Answer, shell: Answer): Promise<Response> {
  let snapshot: Response | undefined;
  try {
    snapshot = await (await caches.open(NAVIGATION_CACHE)).match(SNAPSHOT_PREFIX + path);
  } catch {
    return shell();
  }
  if (!snapshot || snapshot.headers.get(SNAPSHOT_USER_HEADER) !== userId) return shell();
  const base = await snapshotShell();
  const html = base.ok ? shellWithSnapshot(await base.text(), await snapshot.text()) : undefined;
  if (html === undefined) return shell();
  const headers = new Headers(base.headers);
  // The body is new text: the stored response's length and encoding no longer describe it.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: base.status, statusText: base.statusText, headers });
}

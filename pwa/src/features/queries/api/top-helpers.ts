import type { TopHelpers } from '#domain/queries/reputation.ts';
import { api, ParseError } from '#pwa/lib/api-client.ts';

/** GET /api/query/top-helpers: the week's most helpful members (issue 33). */
export async function fetchTopHelpers(signal: AbortSignal): Promise<TopHelpers> {
  const body = await api.get<TopHelpers>('/api/query/top-helpers', { signal });
  if (!Array.isArray(body?.helpers)) throw new ParseError();
  return body;
}

import type { Profile } from '#domain/profile/profile.ts';
import { api, ParseError } from '#pwa/lib/api-client.ts';

/** GET /api/users/profiles/{rollNumber}: the spec's list; its first item is the member, if any. */
export async function fetchMemberProfile(rollNumber: string, signal: AbortSignal): Promise<Profile | null> {
  const list = await api.get<unknown>(`/api/users/profiles/${encodeURIComponent(rollNumber)}`, { signal });
  if (!Array.isArray(list)) throw new ParseError();
  return (list[0] as Profile | undefined) ?? null;
}

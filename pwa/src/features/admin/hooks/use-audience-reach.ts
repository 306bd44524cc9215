import type { AudienceInput } from '#domain/announcements/audience.ts';
import { useAudienceCount } from '../api/announcement-audience.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The server's count of an audience, asked once it has stopped changing for 400 ms; `settled` while it is current. */
export function useAudienceReach(audience: AudienceInput) {
  const debounced = useDebouncedValue(audience, 400);
  const query = useAudienceCount(debounced);
  const settled = JSON.stringify(debounced) === JSON.stringify(audience) && query.status === 'success';
  return { ...query, settled };
}
export type AudienceReachState = ReturnType<typeof useAudienceReach>;

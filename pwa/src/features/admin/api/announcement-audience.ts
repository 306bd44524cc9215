import type { AudienceCount, AudienceInput } from '#domain/announcements/audience.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/** POST /api/admin/announcements/audience: how many an audience reaches now (one key per audience). */
export const useAudienceCount = (audience: AudienceInput) => {
  const key = JSON.stringify(audience);
  return useOnlineQuery<AudienceCount>(
    `admin-audience:${key}`,
    (signal) => api.post('/api/admin/announcements/audience', { audience }, { signal }),
    { keepPreviousData: true, keepMs: 0 },
  );
};

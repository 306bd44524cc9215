import { MODERATION_BATCH_MAX, type ModerationQueue, type QueueState } from '#domain/moderation/moderation-queue.ts';
import { useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { api } from '#pwa/lib/api-client.ts';

/** Keys of the moderation queues in the online cache: a decision on the queue invalidates them all. */
export const MODERATION_KEY = 'admin-moderation:';

/** A queue as loaded, with which one it is (the previous queue stays on screen while the next loads). */
export type LoadedQueue = ModerationQueue & { state: QueueState };

/**
 * GET /api/admin/moderation: one queue, newest first, at most as many items as one decision may
 * take, so 'select all' always fits one request.
 */
export const useModerationQueue = (state: QueueState) =>
  useOnlineQuery<LoadedQueue>(
    `${MODERATION_KEY}${state}`,
    async (signal) => ({ ...(await api.get<ModerationQueue>(`/api/admin/moderation?state=${state}&limit=${MODERATION_BATCH_MAX}`, { signal })), state }),
    { keepPreviousData: true },
  );

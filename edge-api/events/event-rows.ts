import type { Sql, TransactionSql } from 'postgres';
import { EVENT_MESSAGES as M } from '#domain/events/event.ts';
import type { SessionUser } from '../deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { NoticeEvent } from './event-notices.ts';

/** An event row as the writes need it, the private key included (it never leaves the server). */
export type LockedEvent = NoticeEvent & {
  status: 'scheduled' | 'cancelled';
  ends_at: Date;
  capacity: number | null;
  private_key: JsonWebKey;
  public_key: JsonWebKey;
};

/**
 * Locks a live event for the write (FOR UPDATE): writes to one event's RSVPs go one at a time, so
 * counting the places left and taking one is a single step however many members press Going at once.
 */
export async function lockEvent(tx: TransactionSql, id: string): Promise<LockedEvent> {
  const [event] = await tx<LockedEvent[]>`
    select id, title, starts_at, ends_at, online, city, venue, capacity, status, private_key, public_key
    from events where id = ${id} and deleted_at is null for update`;
  if (!event) throw new ApiError(404, M.notFound, 'not_found');
  return event;
}

export const isHost = async (tx: Sql | TransactionSql, eventId: string, userId: string) =>
  (await tx`select 1 from event_hosts where event_id = ${eventId} and user_id = ${userId} and removed_at is null`).length > 0;

/** The admin, or a host of this event: who may edit it and check people in. */
export async function requireManager(tx: Sql | TransactionSql, eventId: string, user: SessionUser) {
  if (user.role === 'admin') return;
  if (!(await isHost(tx, eventId, user.id))) throw new ApiError(403, M.notManager, 'not_manager');
}

import type { TransactionSql } from 'postgres';
import type { EventFields } from '#domain/events/event.ts';
import { changedFields } from '../audit/changed-fields.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { MutatorContext } from '../sync/mutator.ts';

// The audit lines of the admin's event writes (docs/decisions/0108-audit-log.md), written in the
// mutator's transaction. Each is written only when the write changed something: these mutators
// also run for replays from devices, which must not add lines. Fields are read back as stored
// (text jsonb can always hold); the event's keys never go in.

type Action = 'event.create' | 'event.edit' | 'event.cancel' | 'event.hosts';

const record = (tx: TransactionSql, ctx: MutatorContext, action: Action, id: string, before: unknown, after: unknown) =>
  recordAudit(tx, { adminId: ctx.user.id, action, targetKind: 'event', targetId: id, before, after }, ctx.now);

/** An event's fields as its creator wrote them (the args' shape), read under the write's lock. */
async function fieldsOf(tx: TransactionSql, id: string): Promise<EventFields> {
  const [e] = await tx<(Omit<EventFields, 'startsAt' | 'endsAt'> & { startsAt: Date; endsAt: Date })[]>`
    select title, description, agenda, kind, batch, starts_at as "startsAt", ends_at as "endsAt", online, city, venue,
      map_url as "mapUrl", join_url as "joinUrl", capacity
    from events where id = ${id}`;
  return { ...e!, startsAt: e!.startsAt.toISOString(), endsAt: e!.endsAt.toISOString() };
}

export const auditCreated = async (tx: TransactionSql, ctx: MutatorContext, id: string) =>
  record(tx, ctx, 'event.create', id, null, await fieldsOf(tx, id));

/**
 * Reads the fields before an edit; the returned function, called after it, writes the line with
 * what changed. Only an admin's edit is an admin action: a host's is not logged here.
 */
export async function auditEdit(tx: TransactionSql, ctx: MutatorContext, id: string) {
  if (ctx.user.role !== 'admin') return async () => {};
  const before = await fieldsOf(tx, id);
  return async () => {
    const changed = changedFields(before, await fieldsOf(tx, id));
    if (changed) await record(tx, ctx, 'event.edit', id, changed.before, changed.after);
  };
}

export const auditCancelled = (tx: TransactionSql, ctx: MutatorContext, id: string) =>
  record(tx, ctx, 'event.cancel', id, { status: 'scheduled' }, { status: 'cancelled' });

/** The event's hosts now, sorted: an audit line's before or after of setEventHosts. */
export const hostIdsOf = async (tx: TransactionSql, id: string) =>
  (await tx<{ user_id: string }[]>`select user_id from event_hosts where event_id = ${id} and removed_at is null order by user_id`).map((r) => r.user_id);

export async function auditHosts(tx: TransactionSql, ctx: MutatorContext, id: string, before: string[]) {
  const after = await hostIdsOf(tx, id);
  if (before.join() !== after.join()) await record(tx, ctx, 'event.hosts', id, { hostIds: before }, { hostIds: after });
}

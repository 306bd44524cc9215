import type { Sql, TransactionSql } from 'postgres';
import type { Connection, ConnectionRequest } from '#domain/connections/connection.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import type { Viewer } from '../users/relation.ts';
import { PREPARED, type SyncedTable } from '../sync/pull.ts';
import { PERSON_FIELDS, PERSON_JOINS, toPersonCard, type PersonRow } from '../people/person-view.ts';

type ConnectionRow = Omit<PersonRow, 'id'> & {
  id: string;
  person_id: string;
  status: Connection['status'];
  requested_by: string;
  requested_at: Date;
  connected_at: Date | null;
  version: string;
  deleted_at: Date | null;
};

// A member's side of each pair: the other member (`u`, with their card's joins) and the row. The
// row's version is the later of its own and the other member's profile, so a new name or photo
// reaches the list as well (both come from the one commit-ordered sequence, migration 0007).
const MINE = `
  select k.id, k.status, k.requested_by, k.requested_at, k.connected_at, k.deleted_at,
    greatest(k.version, p.version) as version, k.status = 'connected' and k.deleted_at is null as connected,
    u.id as person_id, ${PERSON_FIELDS}
  from connections k
  join users u on u.id = case when k.user_low = $1 then k.user_high else k.user_low end
  ${PERSON_JOINS}
  where (k.user_low = $1 or k.user_high = $1)`;

function toConnection(row: ConnectionRow, viewer: Viewer, now: Date): Connection {
  return {
    _id: row.id,
    status: row.status,
    direction: row.requested_by === viewer.id ? 'sent' : 'received',
    user: toPersonCard({ ...row, id: row.person_id }, viewer, now),
    requestedAt: new Date(row.requested_at).toISOString(),
    connectedAt: row.connected_at ? new Date(row.connected_at).toISOString() : null,
  };
}

/** The member's live requests and connections, newest first. */
async function liveConnections(sql: Sql, viewer: Viewer, now: Date, extra: string): Promise<Connection[]> {
  const rows = await sql.unsafe<ConnectionRow[]>(`${MINE} and k.deleted_at is null ${extra} order by k.requested_at desc, k.id`, [viewer.id]);
  return rows.map((row) => toConnection(row, viewer, now));
}

/** GET /api/connectUser/requests: requests waiting for this member's answer, each with its sender. */
export async function pendingRequests(sql: Sql, viewer: Viewer, now: Date): Promise<ConnectionRequest[]> {
  const received = await liveConnections(sql, viewer, now, `and k.status = 'pending' and k.requested_by <> $1`);
  return received.map((c) => ({ _id: c._id, senderUserId: c.user, requestedAt: c.requestedAt }));
}

/** GET /api/connectUser: the members this member is connected to. */
export async function connectedPeople(sql: Sql, viewer: Viewer, now: Date): Promise<PersonCard[]> {
  return (await liveConnections(sql, viewer, now, `and k.status = 'connected'`)).map((c) => c.user);
}

/** The live row of a pair, seen from `viewer`'s side, if there is one. */
export async function connectionWith(sql: Sql | TransactionSql, viewer: Viewer, otherId: string, now: Date): Promise<Connection | undefined> {
  const rows = await sql.unsafe<ConnectionRow[]>(`${MINE} and u.id = $2 and k.deleted_at is null`, [viewer.id, otherId]);
  return rows[0] && toConnection(rows[0], viewer, now);
}

/** How many members `userId` is connected to. */
export async function connectionsCount(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from connections
    where (user_low = ${userId} or user_high = ${userId}) and status = 'connected' and deleted_at is null`;
  return row?.n ?? 0;
}

/** The member's requests and connections as their devices mirror them; ended ones go as tombstones. */
export const connectionsTable: SyncedTable<Connection, ConnectionRow> = {
  changedProbe: 'coalesce((select max(version) from connections where (user_low = $2 or user_high = $2)), 0) > $1 or coalesce((select max(version) from profiles), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<ConnectionRow[]>(`${MINE} and greatest(k.version, p.version) > $2 order by 7 limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row, user) => toConnection(row, user, new Date()),
};

import type { Sql } from 'postgres';
import type { Listen } from '../db/open-database.ts';
import { parsePokeNotice, parseRevokeNotice } from './live-notices.ts';
import type { PokeHub } from './poke-hub.ts';

/** The newest version handed out (it may belong to a transaction still open: a poke is only a hint). */
export async function newestSyncVersion(sql: Sql): Promise<number> {
  const [row] = await sql<{ last_value: string }[]>`select last_value from sync_version`;
  return Number(row?.last_value ?? 0);
}

/** The sessions among these that are revoked or gone (a stream of theirs must end). */
export async function revokedSessions(sql: Sql, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  // One text parameter (ids carry no comma): the Durable Object's client does not fetch array types.
  const rows = await sql<{ id: string }[]>`
    select t.id from unnest(string_to_array(${sessionIds.join(',')}, ',')) as t(id)
    where not exists (select 1 from sessions s where s.id = t.id::uuid and s.revoked_at is null)`;
  return rows.map((r) => r.id);
}

/**
 * Hands every poke committed on this database (migration 0023's NOTIFY on 'sync_poke', from any
 * process writing to it) to the hub's streams, and ends the streams of sessions revoked by any
 * process (migration 0040, same channel). When the LISTEN comes back after its connection was
 * lost, what committed meanwhile was not heard: every stream is poked to pull, to be sure, and the
 * sessions of the open streams are checked again.
 */
export async function relayPokes(listen: Listen, sql: Sql, hub: PokeHub) {
  let listening = false;
  return listen(
    'sync_poke',
    (payload) => {
      const notice = parsePokeNotice(payload);
      if (notice) return hub.publish(notice);
      const revoked = parseRevokeNotice(payload);
      if (revoked) hub.revoke(revoked.revoke);
    },
    () => {
      if (!listening) return void (listening = true);
      void newestSyncVersion(sql).then(
        (version) => hub.publish({ version, to: ['*'] }),
        () => {},
      );
      void revokedSessions(sql, hub.sessionIds()).then((ids) => hub.revoke(ids), () => {});
    },
  );
}

import type { Sql } from 'postgres';
import type { Listen } from '../db/open-database.ts';
import { parsePokeNotice, type PokeHub } from './poke-hub.ts';

/** The newest version handed out (it may belong to a transaction still open: a poke is only a hint). */
export async function newestSyncVersion(sql: Sql): Promise<number> {
  const [row] = await sql<{ last_value: string }[]>`select last_value from sync_version`;
  return Number(row?.last_value ?? 0);
}

/**
 * Hands every poke committed on this database (migration 0023's NOTIFY on 'sync_poke', from any
 * process writing to it) to the hub's streams. When the LISTEN comes back after its connection was
 * lost, what committed meanwhile was not heard: every stream is poked to pull, to be sure.
 */
export async function relayPokes(listen: Listen, sql: Sql, hub: PokeHub) {
  let listening = false;
  return listen(
    'sync_poke',
    (payload) => {
      const notice = parsePokeNotice(payload);
      if (notice) hub.publish(notice);
    },
    () => {
      if (!listening) return void (listening = true);
      void newestSyncVersion(sql).then(
        (version) => hub.publish({ version, to: ['*'] }),
        () => {},
      );
    },
  );
}

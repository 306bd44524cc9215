import type { Sql } from 'postgres';
import type { LiveChannel } from '../deps.ts';
import type { Listen } from '../db/open-database.ts';
import { createPokeHub } from './poke-hub.ts';
import { relayPokes, revokedSessions } from './relay-pokes.ts';

/**
 * The live channel of a Node process: streams held here, fed by a LISTEN on the database, so a
 * change committed by any process (another `npm start` behind the same balancer, a dispatcher)
 * reaches the streams open on this one, and a session revoked by any process ends its streams here.
 * Listening before it serves: no stream misses a poke.
 */
export async function startLiveHub(db: { sql: Sql; listen: Listen }, opts: Parameters<typeof createPokeHub>[0] = {}) {
  const hub = createPokeHub({ revoked: (ids) => revokedSessions(db.sql, ids), ...opts });
  const listening = await relayPokes(db.listen, db.sql, hub);
  const channel: LiveChannel = { open: (_c, member) => hub.open(member) };
  return {
    hub,
    channel,
    /** Ends the streams (their apps reconnect elsewhere or poll) and the LISTEN. */
    async stop() {
      hub.closeAll();
      await listening.unlisten();
    },
  };
}

import postgres, { type Sql } from 'postgres';
import { workerSocketOption } from '../db/worker-socket.ts';
import { createPokeHub, type LiveMember } from './poke-hub.ts';
import { relayPokes, revokedSessions } from './relay-pokes.ts';

/** What the hub reads of the worker's bindings (wrangler.toml). */
export type LiveHubEnv = {
  /** A direct Postgres URL for the LISTEN: Hyperdrive pools connections per transaction and cannot hold one. */
  LIVE_DATABASE_URL?: string;
  DATABASE_URL?: string;
};

/** The header the worker passes the signed-in member's stream in; the hub is reachable only through the worker. */
export const LIVE_MEMBER_HEADER = 'x-live-member';

/**
 * The live hub on Workers (docs/decisions/0105-live-pokes.md): one Durable Object instance holds the
 * streams and one LISTEN connection, so a poke committed by any isolate (or by a dispatcher on
 * Node) reaches every stream. It never hibernates while a stream is open: the LISTEN socket would
 * not survive it. The worker has checked the session and chosen the topics before it asks; a
 * session revoked later (by any isolate or process) ends its streams through the same LISTEN.
 */
export class LiveHub {
  private readonly hub = createPokeHub({ ready: () => this.listen(), revoked: (ids) => revokedSessions(this.sql!, ids) });
  private listening: Promise<unknown> | undefined;
  private sql: Sql | undefined;

  constructor(
    _state: unknown,
    private readonly env: LiveHubEnv,
  ) {}

  private listen() {
    this.listening ??= (async () => {
      const url = this.env.LIVE_DATABASE_URL ?? this.env.DATABASE_URL;
      if (!url) throw new Error('The live hub needs LIVE_DATABASE_URL (or DATABASE_URL) to LISTEN on');
      this.sql ??= postgres(url, { max: 1, fetch_types: false, ...workerSocketOption(url) });
      const sql = this.sql;
      await relayPokes((channel, onPayload, onListen) => sql.listen(channel, onPayload, onListen), sql, this.hub);
    })().catch((error: unknown) => {
      // Asked again by the next stream: the database may be back by then.
      this.listening = undefined;
      throw error;
    });
    return this.listening.then(() => {});
  }

  async fetch(request: Request): Promise<Response> {
    const member = JSON.parse(request.headers.get(LIVE_MEMBER_HEADER) ?? 'null') as LiveMember | null;
    if (!member) return new Response('Not found', { status: 404 });
    return this.hub.open(member);
  }
}

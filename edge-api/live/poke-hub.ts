import {
  LIVE_EVENTS,
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_AGE_MS,
  LIVE_MAX_STREAMS_PER_MEMBER,
  type LiveEnd,
  type Poke,
  type PokeNotice,
} from '#domain/sync/live.ts';

/** An open app's stream: who it is for (the topics it hears, domain/sync/live.ts) and how far it had got. */
export type LiveMember = {
  userId: string;
  /** The session it was opened with: revoking it (logout, suspension) ends the stream. */
  sessionId: string;
  topics: string[];
  /** Set when the client reconnects behind the newest version: it is poked at once to catch up. */
  catchUpTo?: number;
};

type Subscriber = { userId: string; sessionId: string; topics: string[]; closeAt: number; send(chunk: Uint8Array): void; close(reason?: LiveEnd['reason']): void };

const encoder = new TextEncoder();
const event = (name: string, data: unknown, id?: number) =>
  encoder.encode(`event: ${name}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
const HEARTBEAT = encoder.encode(': ping\n\n');
// A client that falls this many events behind (its socket does not drain) is dropped; it reconnects.
const MAX_QUEUED = 16;

/** Streams by a key (a topic, a member, a session), each set in the order its streams opened. */
function streamIndex() {
  const map = new Map<string, Set<Subscriber>>();
  return {
    add(key: string, s: Subscriber) {
      let set = map.get(key);
      if (!set) map.set(key, (set = new Set()));
      set.add(s);
    },
    delete(key: string, s: Subscriber) {
      const set = map.get(key);
      set?.delete(s);
      if (set?.size === 0) map.delete(key);
    },
    get: (key: string): Subscriber[] => [...(map.get(key) ?? [])],
    keys: () => [...map.keys()],
  };
}

export type PokeHub = ReturnType<typeof createPokeHub>;

/**
 * The streams open in this process (a Node server, or the Durable Object on Workers) by topic, and
 * the fan-out of each poke to the streams of its topics: one pass, each stream once, one encoded
 * chunk shared by all. One timer serves every stream: a heartbeat, and the end of streams past their
 * age. `ready` is awaited before a stream says it listens (the Durable Object's LISTEN starts lazily);
 * then `revoked` checks its session once more, for a revocation committed before the LISTEN heard it.
 * A member holds `maxPerMember` streams at most: the next one ends the oldest (ADR 0132).
 */
export function createPokeHub(
  opts: {
    heartbeatMs?: number;
    maxAgeMs?: number;
    maxPerMember?: number;
    ready?: () => Promise<void>;
    /** The sessions among these that are no longer live (revoked or gone). */
    revoked?: (sessionIds: string[]) => Promise<string[]>;
  } = {},
) {
  const heartbeatMs = opts.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const maxAgeMs = opts.maxAgeMs ?? LIVE_MAX_AGE_MS;
  const maxPerMember = opts.maxPerMember ?? LIVE_MAX_STREAMS_PER_MEMBER;
  const byTopic = streamIndex();
  const byMember = streamIndex();
  const bySession = streamIndex();
  const all = new Set<Subscriber>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const remove = (s: Subscriber) => {
    if (!all.delete(s)) return;
    for (const t of s.topics) byTopic.delete(t, s);
    byMember.delete(s.userId, s);
    bySession.delete(s.sessionId, s);
    if (all.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const tick = () => {
    const now = Date.now();
    for (const s of all) {
      if (now >= s.closeAt) s.close();
      else s.send(HEARTBEAT);
    }
  };

  return {
    /** A `text/event-stream` response that hears the member's topics until the client goes or it ages out. */
    open(member: LiveMember): Response {
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const subscriber: Subscriber = {
        userId: member.userId,
        sessionId: member.sessionId,
        topics: [...new Set(member.topics)],
        // Spread over the last tenth of the age, so that streams opened together do not all reconnect together.
        closeAt: Date.now() + maxAgeMs * (0.9 + Math.random() / 10),
        send(chunk) {
          if ((controller.desiredSize ?? 0) <= 0) return subscriber.close();
          controller.enqueue(chunk);
        },
        close(reason) {
          remove(subscriber);
          try {
            // Queued past the limit on purpose: the client must learn why, or it reconnects at once.
            if (reason) controller.enqueue(event(LIVE_EVENTS.end, { reason } satisfies LiveEnd));
            controller.close();
          } catch {
            // already closed or cancelled
          }
        },
      };
      const body = new ReadableStream<Uint8Array>(
        {
          start(c) {
            controller = c;
            const older = byMember.get(member.userId);
            for (const s of older.slice(0, Math.max(0, older.length - maxPerMember + 1))) s.close('replaced');
            all.add(subscriber);
            for (const t of subscriber.topics) byTopic.add(t, subscriber);
            byMember.add(member.userId, subscriber);
            bySession.add(member.sessionId, subscriber);
            timer ??= setInterval(tick, heartbeatMs);
            (timer as { unref?: () => void }).unref?.();
            c.enqueue(encoder.encode(`retry: 3000\n\n`));
            // Pokes that arrive while waiting are queued behind 'ready', and the client pulls on 'ready' anyway.
            void (opts.ready?.() ?? Promise.resolve())
              .then(() => opts.revoked?.([member.sessionId]) ?? [])
              .then(
                (gone) => {
                  if (!all.has(subscriber)) return;
                  if (gone.length > 0) return subscriber.close('revoked');
                  subscriber.send(event(LIVE_EVENTS.ready, {}));
                  if (member.catchUpTo !== undefined) subscriber.send(event(LIVE_EVENTS.poke, { version: member.catchUpTo } satisfies Poke, member.catchUpTo));
                },
                () => subscriber.close(),
              );
          },
          cancel: () => remove(subscriber),
        },
        { highWaterMark: MAX_QUEUED },
      );
      return new Response(body, {
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
      });
    },

    /** Hands a committed change's poke to every stream of its topics ('*': all of them), each once. */
    publish(notice: PokeNotice) {
      const chunk = event(LIVE_EVENTS.poke, { table: notice.table, version: notice.version } satisfies Poke, notice.version);
      const to = notice.to.includes('*') ? all : new Set(notice.to.flatMap((t) => byTopic.get(t)));
      for (const s of [...to]) s.send(chunk);
    },

    /** Ends the streams of sessions just revoked, telling their clients so (they do not reconnect at once). */
    revoke(sessionIds: string[]) {
      for (const id of sessionIds) for (const s of bySession.get(id)) s.close('revoked');
    },

    /** The sessions with a stream open here. */
    sessionIds: () => bySession.keys(),

    /** The streams open now. */
    get size() {
      return all.size;
    },

    /** Ends every stream (the server is stopping): clients reconnect to another process, or poll. */
    closeAll() {
      for (const s of [...all]) s.close();
    },
  };
}

import { LIVE_EVENTS, LIVE_HEARTBEAT_MS, LIVE_MAX_AGE_MS, type Poke, type PokeNotice } from '#domain/sync/live.ts';

/** An open app's stream: who it is for (the topics it hears, domain/sync/live.ts) and how far it had got. */
export type LiveMember = {
  userId: string;
  topics: string[];
  /** Set when the client reconnects behind the newest version: it is poked at once to catch up. */
  catchUpTo?: number;
};

type Subscriber = { topics: string[]; closeAt: number; send(chunk: Uint8Array): void; close(): void };

const encoder = new TextEncoder();
const event = (name: string, data: unknown, id?: number) =>
  encoder.encode(`event: ${name}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
const HEARTBEAT = encoder.encode(': ping\n\n');
// A client that falls this many events behind (its socket does not drain) is dropped; it reconnects.
const MAX_QUEUED = 16;

export type PokeHub = ReturnType<typeof createPokeHub>;

/**
 * The streams open in this process (a Node server, or the Durable Object on Workers) by topic, and
 * the fan-out of each poke to the streams of its topics: one pass, each stream once, one encoded
 * chunk shared by all. One timer serves every stream: a heartbeat, and the end of streams past their
 * age. `ready` is awaited before a stream says it listens (the Durable Object's LISTEN starts lazily).
 */
export function createPokeHub(opts: { heartbeatMs?: number; maxAgeMs?: number; ready?: () => Promise<void> } = {}) {
  const heartbeatMs = opts.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const maxAgeMs = opts.maxAgeMs ?? LIVE_MAX_AGE_MS;
  const byTopic = new Map<string, Set<Subscriber>>();
  const all = new Set<Subscriber>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const remove = (s: Subscriber) => {
    if (!all.delete(s)) return;
    for (const t of s.topics) {
      const set = byTopic.get(t);
      set?.delete(s);
      if (set?.size === 0) byTopic.delete(t);
    }
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
        topics: [...new Set(member.topics)],
        // Spread over the last tenth of the age, so that streams opened together do not all reconnect together.
        closeAt: Date.now() + maxAgeMs * (0.9 + Math.random() / 10),
        send(chunk) {
          if ((controller.desiredSize ?? 0) <= 0) return subscriber.close();
          controller.enqueue(chunk);
        },
        close() {
          remove(subscriber);
          try {
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
            all.add(subscriber);
            for (const t of subscriber.topics) {
              let set = byTopic.get(t);
              if (!set) byTopic.set(t, (set = new Set()));
              set.add(subscriber);
            }
            timer ??= setInterval(tick, heartbeatMs);
            (timer as { unref?: () => void }).unref?.();
            c.enqueue(encoder.encode(`retry: 3000\n\n`));
            // Pokes that arrive while waiting are queued behind 'ready', and the client pulls on 'ready' anyway.
            void (opts.ready?.() ?? Promise.resolve()).then(
              () => {
                if (!all.has(subscriber)) return;
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
      const to = notice.to.includes('*') ? all : new Set(notice.to.flatMap((t) => [...(byTopic.get(t) ?? [])]));
      for (const s of [...to]) s.send(chunk);
    },

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

/** A NOTIFY payload from migration 0023, or undefined for anything else on the channel. */
export function parsePokeNotice(payload: string): PokeNotice | undefined {
  try {
    const p = JSON.parse(payload) as Partial<PokeNotice>;
    if (typeof p.table !== 'string' || !Number.isSafeInteger(p.version) || !Array.isArray(p.to)) return undefined;
    return { table: p.table, version: p.version!, to: p.to.filter((t): t is string => typeof t === 'string') };
  } catch {
    return undefined;
  }
}

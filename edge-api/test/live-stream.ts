import { LIVE_PATH, type Poke } from '#domain/sync/live.ts';
import { sseParser, type SseEvent } from '#domain/sync/sse-parser.ts';

type Fetcher = (path: string, init: RequestInit) => Promise<Response> | Response;

/**
 * A member's live stream as a client reads it (tests and the bench; free of vitest). `next(match)`
 * resolves with the first event not yet taken that matches, waiting for it as long as the stream
 * is open (undefined once it ended without one); `ended` resolves when the server closes it.
 */
export async function openLiveStream(fetcher: Fetcher, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetcher(LIVE_PATH, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiting = new Set<() => void>();
  const wake = () => {
    waiting.forEach((fn) => fn());
    waiting.clear();
  };
  const parser = sseParser((e) => {
    events.push(e);
    wake();
  });
  let open = res.status === 200 && !!res.body;
  const ended = (async () => {
    if (!open) return void (await res.text().catch(() => ''));
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    // Over a network the abort ends the body; a stream served in process (app.request) needs telling.
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // aborted by close()
    } finally {
      open = false;
      wake();
    }
  })();

  async function next(match: (e: SseEvent) => boolean = () => true): Promise<SseEvent | undefined> {
    for (;;) {
      const at = events.findIndex(match);
      if (at !== -1) return events.splice(0, at + 1).at(-1);
      if (!open) return undefined;
      await new Promise<void>((resolve) => waiting.add(resolve));
    }
  }
  return {
    status: res.status,
    headers: res.headers,
    /** Every event received and not yet taken by next(), oldest first. */
    pending: () => [...events],
    next,
    /** Resolves once the stream says it listens: a change committed after this reaches it. */
    ready: () => next((e) => e.event === 'ready'),
    /** The next poke, with its data parsed. */
    nextPoke: async (match: (p: Poke) => boolean = () => true) => {
      const e = await next((e) => e.event === 'poke' && match(JSON.parse(e.data) as Poke));
      return e && { ...(JSON.parse(e.data) as Poke), id: e.id };
    },
    ended,
    close() {
      controller.abort();
      return ended;
    },
  };
}

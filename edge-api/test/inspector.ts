import type { Worker } from './start-worker.ts';

type Reply = { id?: number; result?: Record<string, unknown>; error?: { message: string } };

/**
 * The worker's V8 heap, read through the DevTools protocol of wrangler's inspector proxy (the worker
 * started with `inspector: true`). Needs a global WebSocket: Node 22+, or Node 20 with
 * --experimental-websocket (vitest.config.ts and the bench script pass it).
 */
export async function openInspector(worker: Worker) {
  const url = await worker.inspectorUrl;
  if (!url) throw new Error('The worker has no inspector: start it with { inspector: true }');
  if (typeof WebSocket === 'undefined') throw new Error('No WebSocket in this Node: use Node 22+ or --experimental-websocket');
  // The proxy takes DevTools connections from localhost origins only; undici's WebSocket sends none.
  const ws = new WebSocket(`ws://${url.host}/ws`, { headers: { origin: 'http://localhost' } } as never);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`Cannot open the inspector at ${url.host}`));
  });
  let lastId = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  // Snapshot chunks and console events arrive too; only replies to our own calls are kept.
  ws.onmessage = (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  };
  async function send(method: string, params: object = {}) {
    const id = ++lastId;
    const reply = await new Promise<Reply>((resolve) => {
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
    waiting.delete(id);
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result ?? {};
  }

  return {
    /** Bytes the isolate's heap holds after a full GC. */
    async retainedHeapBytes(): Promise<number> {
      // A heap snapshot starts with a full GC (workerd never answers HeapProfiler.collectGarbage);
      // its chunks are dropped unread.
      await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      const usage = await send('Runtime.getHeapUsage');
      return usage.usedSize as number;
    },
    close() {
      ws.close();
    },
  };
}

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
  return connectDevTools(`ws://${url.host}/ws`);
}

/**
 * A Node process's own inspector, opened by SIGUSR1 (on 127.0.0.1:9229, Node's default): its
 * process.memoryUsage() after a full GC, for figures per connection (bench/live-pokes.ts).
 */
export async function openNodeInspector(pid: number) {
  process.kill(pid, 'SIGUSR1');
  let targets: { webSocketDebuggerUrl: string }[] | undefined;
  for (let tries = 0; !targets && tries < 50; tries++) {
    targets = await fetch('http://127.0.0.1:9229/json/list').then((r) => r.json() as never, () => undefined);
    if (!targets) await new Promise((r) => setTimeout(r, 100));
  }
  if (!targets?.[0]) throw new Error(`Process ${pid} opened no inspector on 127.0.0.1:9229`);
  const devTools = await connectDevTools(targets[0].webSocketDebuggerUrl);
  return {
    /** process.memoryUsage() right after a full GC. */
    async memoryAfterGc(): Promise<NodeJS.MemoryUsage> {
      await devTools.send('HeapProfiler.collectGarbage');
      const { result } = (await devTools.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())' })) as { result: { value: string } };
      return JSON.parse(result.value) as NodeJS.MemoryUsage;
    },
    /** Closes the inspector in the process too, so another process may open one on the same port. */
    async close() {
      await devTools.send('Runtime.evaluate', { expression: "setTimeout(() => process.getBuiltinModule('node:inspector').close(), 0), 1" });
      devTools.close();
      for (let tries = 0; tries < 50 && (await fetch('http://127.0.0.1:9229/json/list').then(() => true, () => false)); tries++) {
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

async function connectDevTools(url: string) {
  if (typeof WebSocket === 'undefined') throw new Error('No WebSocket in this Node: use Node 22+ or --experimental-websocket');
  // wrangler's proxy takes DevTools connections from localhost origins only; undici's WebSocket sends none.
  const ws = new WebSocket(url, { headers: { origin: 'http://localhost' } } as never);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`Cannot open the inspector at ${url}`));
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
    send,
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

import { EventEmitter } from 'node:events';
import { Buffer } from 'node:buffer';
import { connect } from 'cloudflare:sockets';

/** How long a closing socket waits for the server to close its side before giving up on it. */
export const SERVER_CLOSE_WAIT_MS = 2_000;

/**
 * A plain TCP socket for postgres.js's `socket` option in workerd (docs/decisions/0060).
 *
 * postgres.js's own Workers socket closes right after writing Terminate, while its read is still
 * pending, and workerd then keeps the native socket for good (~0.7 KB a connection, linear in
 * requests). This one writes Terminate, closes its writing side, and keeps reading until the
 * server closes its side, so the read reaches its end and workerd frees the socket; only then does
 * it emit 'close'. A server that never closes is cut off after SERVER_CLOSE_WAIT_MS.
 */
export async function openWorkerSocket(options: { host: string[]; port: number[] }) {
  const host = options.host[0];
  const port = options.port[0];
  if (!host || !port) throw new Error('No database host');
  const raw = connect({ hostname: host, port });
  await raw.opened;
  const writer = raw.writable.getWriter();
  const reader = raw.readable.getReader();
  const socket = Object.assign(new EventEmitter(), {
    readyState: 'open' as 'open' | 'closing' | 'closed',
    write(data: Uint8Array, done?: () => void) {
      writer.write(data).then(done, fail);
      return true;
    },
    end(data?: Uint8Array) {
      if (socket.readyState !== 'open') return;
      socket.readyState = 'closing';
      // Terminate, then our side's close (FIN): Postgres closes on the first, a server that only
      // speaks the protocol (PGlite's socket) on the second. Only one that does neither is cut off.
      void (data ? writer.write(data) : Promise.resolve()).then(() => writer.close()).catch(() => {});
      const cutOff = setTimeout(() => void reader.cancel().catch(() => {}), SERVER_CLOSE_WAIT_MS);
      void reading.finally(() => clearTimeout(cutOff));
    },
    destroy() {
      socket.readyState = 'closing';
      void reader.cancel().catch(() => {});
    },
  });

  function fail(err: unknown) {
    if (socket.listenerCount('error') > 0) socket.emit('error', err);
  }

  const reading = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        socket.emit('data', Buffer.from(value));
      }
    } catch (err) {
      if (socket.readyState === 'open') fail(err);
    }
    await raw.close().catch(() => {});
    socket.readyState = 'closed';
    socket.emit('close');
  })();

  return socket;
}

/**
 * postgres.js's `socket` option for a URL: ours (it frees itself once closed, ADR 0060), unless the
 * URL asks for TLS (sslmode in a direct URL; Hyperdrive's is plain): postgres.js's own can upgrade.
 */
export function workerSocketOption(url: string): object {
  const params = new URL(url).searchParams;
  const mode = params.get('sslmode') ?? params.get('ssl');
  return mode !== null && mode !== 'disable' && mode !== 'false' ? {} : { socket: openWorkerSocket };
}

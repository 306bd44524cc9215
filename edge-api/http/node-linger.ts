import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How long, and how much, a closing connection still reads of a body nobody will use. */
export const LINGER = { ms: 10_000, bytes: 16 * 1024 * 1024 };

/**
 * Node ends a connection as soon as an answer marked `Connection: close` is written. If the client
 * is still sending the body the server did not read, closing a socket with unread bytes resets it
 * (TCP RST), and the browser shows a network error instead of the answer. So the server sends its
 * answer and its end of the stream (FIN), then reads and drops what still comes until the client
 * ends too, for at most LINGER (nginx's lingering close); only then is the socket closed.
 */
export function lingerBeforeClose(server: Server) {
  server.on('connection', (socket: Socket) => {
    let lingering = false;
    socket.destroySoon = () => {
      if (lingering || socket.destroyed) return;
      lingering = true;
      socket.end();
      if (socket.readableEnded) return void socket.destroy();
      let read = 0;
      const close = () => {
        clearTimeout(timer);
        socket.destroy();
      };
      const timer = setTimeout(close, LINGER.ms);
      timer.unref();
      socket.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > LINGER.bytes) close();
      });
      socket.once('end', close);
      socket.once('close', () => clearTimeout(timer));
      socket.resume();
    };
  });
}

// Over a real socket, against the app behind a real Node server as `npm start` runs it: an answer
// given before the body was read says `Connection: close`, and the connection ends cleanly even
// while the client is still sending (docs/decisions/0051-closing-after-an-unread-body.md).
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { lingerBeforeClose } from '#api/http/node-linger.ts';

let db: TestDatabase;
let server: Server;
let port = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const { app } = createTestApp(db.sql);
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve(s as Server);
    });
  });
  lingerBeforeClose(server);
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await db?.close();
});

type Answer = { status: number; headers: Record<string, string>; body: string };

/** A raw HTTP/1.1 connection that keeps sending after the server's answer, as a browser uploading does. */
function rawConnection() {
  const socket: Socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let received = Buffer.alloc(0);
  const errors: string[] = [];
  socket.on('error', (e: NodeJS.ErrnoException) => errors.push(e.code ?? e.message));
  const ended = new Promise<void>((resolve) => socket.once('end', resolve));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answer = new Promise<Answer>((resolve, reject) => {
    const parse = () => {
      const split = received.indexOf('\r\n\r\n');
      if (split < 0) return;
      const [statusLine, ...lines] = received.subarray(0, split).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const body = received.subarray(split + 4);
      if (body.length < Number(headers['content-length'] ?? 0)) return;
      socket.off('data', onData);
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') });
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      parse();
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error(`closed before an answer: ${errors.join(', ') || 'no error'}`)));
  });
  answer.catch(() => undefined);
  return {
    write: (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve())),
    /** Sends `total` bytes in chunks, slower than the 0.5 s @hono/node-server gives a body to drain. */
    async trickle(total: number, chunk = 32 * 1024) {
      for (let sent = 0; sent < total && !socket.destroyed; sent += chunk) {
        await new Promise<void>((resolve) => socket.write(Buffer.alloc(Math.min(chunk, total - sent), 0x61), () => resolve()));
        await delay(40);
      }
    },
    answer,
    /** The client finishes; resolves when the connection is gone, with what went wrong on the way. */
    async finish() {
      socket.end();
      await closed;
      return { errors, serverEnded: await Promise.race([ended.then(() => true), delay(0).then(() => false)]) };
    },
  };
}

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

describe('an answer given before the body was read', () => {
  it('413 over the JSON limit: Connection: close, and a clean end while the client still sends', async () => {
    const total = 400 * 1024;
    const conn = rawConnection();
    await conn.write(head('POST', '/api/contactus', { 'Content-Type': 'application/json', 'Content-Length': total, Connection: 'keep-alive' }));
    await conn.write(Buffer.alloc(16 * 1024, 0x61));
    const answer = await conn.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Request body is too large', code: 'body_too_large' });
    expect(answer.headers.connection).toBe('close');
    await conn.trickle(total - 16 * 1024);
    expect(await conn.finish()).toEqual({ errors: [], serverEnded: true });
  });

  it('a visitor posting a 1 MB file gets the 401 before sending the body, and the connection ends cleanly', async () => {
    const total = 1024 * 1024;
    const conn = rawConnection();
    await conn.write(
      head('POST', '/api/admin/upload-excel', { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': total, Connection: 'keep-alive' }),
    );
    const answer = await conn.answer; // not one byte of the body has been sent
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Please log in to continue', code: 'unauthenticated' });
    expect(answer.headers.connection).toBe('close');
    await conn.trickle(total, 64 * 1024);
    expect(await conn.finish()).toEqual({ errors: [], serverEnded: true });
  });

  it('keeps the connection alive when the body was read', async () => {
    const body = JSON.stringify({ name: 'Asha Rao', email: 'asha@example.com', message: 'A message of some length.' });
    const conn = rawConnection();
    await conn.write(head('POST', '/api/contactus', { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }) + body);
    const answer = await conn.answer;
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('keep-alive');
    expect(await conn.finish()).toMatchObject({ errors: [] });
  });
});

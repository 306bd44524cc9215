import { createServer, request, type IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * s3rver, a real S3-compatible server in this process, with one bucket, `memories`. It knows one
 * access key, S3RVER, and does not check SigV4 signatures (s3-object-store.test.ts checks them).
 *
 * In front of it, a pass-through that hands s3rver a request only once its body has arrived whole,
 * as S3 itself stores nothing of a request cut short: s3rver opens the object's file as the request
 * starts and keeps it, empty or half written, when the client goes away (a flake of the contract's
 * "refuses a stream longer than its size", whose store aborts the upload).
 */
export async function startS3() {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'memories' }] });
  const { port: s3Port } = await server.run();
  const front = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, Buffer.concat(chunks), s3Port, res));
    // Cut short ('aborted' before 'end'): nothing reaches s3rver, as nothing is stored by S3.
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  const options = { endpoint: `http://127.0.0.1:${port}`, bucket: 'memories', region: 'auto', accessKeyId: 'S3RVER', secretAccessKey: 'test-secret-9f3c2a' };
  const close = async () => {
    front.closeAllConnections();
    await new Promise((resolve) => front.close(resolve));
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
  return { options, close };
}

function forward(req: IncomingMessage, body: Buffer, port: number, res: import('node:http').ServerResponse) {
  const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  upstream.end(body);
}

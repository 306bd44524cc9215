import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

/**
 * A push service of our own for tests (issue 13): it speaks Web Push as a browser vendor's does.
 * Each request must carry a VAPID JWT (RFC 8292) signed by the key in `k`, for this origin, not
 * expired; its body is decrypted with the subscription's private key and auth secret (RFC 8291,
 * aes128gcm). It answers with the statuses queued in `answers` (201 once they run out).
 */
export async function startPushService() {
  const received: { path: string; headers: IncomingMessage['headers']; message: unknown }[] = [];
  const problems: string[] = [];
  const answers: number[] = [];
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const status = answers.shift() ?? 201;
        try {
          await checkVapid(req.headers.authorization ?? '', origin());
          const device = devices.get(req.url ?? '');
          if (!device) throw new Error(`no subscription at ${req.url}`);
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (status < 300) {
            const message = JSON.parse(decrypt(Buffer.concat(chunks), device.ecdh, device.auth));
            received.push({ path: req.url ?? '', headers: req.headers, message });
          }
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
          res.writeHead(400).end();
          return;
        }
        res.writeHead(status).end();
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    problems,
    /** Statuses for the next requests, in order (e.g. 503 then 201). */
    answerNext: (...statuses: number[]) => answers.push(...statuses),
    /** A browser's subscription at this service: what `subscription.toJSON()` gives a page. */
    subscribe(name = randomBytes(6).toString('hex')) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(`/push/${name}`, { ecdh, auth });
      return { endpoint: `${origin()}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** `vapid t=<JWT>, k=<public key>`: the JWT must verify with k (ES256), for `audience`, unexpired. */
async function checkVapid(header: string, audience: string) {
  const t = /t=([^,\s]+)/.exec(header)?.[1];
  const k = /k=([^,\s]+)/.exec(header)?.[1];
  if (!header.startsWith('vapid ') || !t || !k) throw new Error(`no VAPID authorization: ${header}`);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const { payload } = await jwtVerify(t, key, { audience, algorithms: ['ES256'] });
  if (!String(payload.sub).startsWith('mailto:') && !String(payload.sub).startsWith('https:')) throw new Error(`VAPID sub ${payload.sub}`);
}

/** RFC 8291 / RFC 8188: one aes128gcm record, as a browser decrypts it. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  return padded.subarray(0, end).toString('utf8');
}

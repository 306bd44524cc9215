import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { demoAccounts } from '../pwa/e2e/accounts.ts';
import type { RunningServer } from '../pwa/e2e/server.ts';
import { budgetCell, type Row } from './table.ts';

// Issue 34's budgets: a 4 MB JPEG accepted ≤ 1 s with its sizes ready ≤ 5 s, and the server's
// memory per concurrent upload bounded (streamed, never a whole file in memory twice).

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const CONCURRENT = 6;
const BIG_BYTES = 20 * 1024 * 1024;

async function rssOf(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
}

/** A 12-megapixel JPEG of about 4 MB (noise compresses badly, as a phone's detailed photo does). */
async function noisyJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 64 }).toBuffer();
}

export type Api = { url: string; token: string };

async function startUpload(api: Api, albumId: string, size: number) {
  const id = crypto.randomUUID();
  const res = await fetch(`${api.url}/api/memories/albums/${albumId}/uploads`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` }, body: JSON.stringify({ id, size }),
  });
  if (res.status !== 201) throw new Error(`upload start answered ${res.status}: ${await res.text()}`);
  const { chunkBytes } = (await res.json()) as { chunkBytes: number };
  return { id, chunkBytes };
}

/** Sends `bytes` as the device does, chunk after chunk; resolves with the last answer. */
export async function upload(api: Api, albumId: string, bytes: Uint8Array) {
  const { id, chunkBytes } = await startUpload(api, albumId, bytes.length);
  let last: Response | undefined;
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    const part = bytes.subarray(offset, offset + chunkBytes);
    last = await fetch(`${api.url}/api/memories/uploads/${id}`, {
      method: 'PATCH', headers: { authorization: `Bearer ${api.token}`, 'Upload-Offset': String(offset), 'Content-Length': String(part.length) }, body: part as Uint8Array<ArrayBuffer>,
    });
    if (last.status !== 200) throw new Error(`chunk at ${offset} answered ${last.status}: ${await last.text()}`);
  }
  return id;
}

export async function untilReady(api: Api, id: string) {
  for (;;) {
    const res = await fetch(`${api.url}/api/memories/photos/${id}`, { headers: { authorization: `Bearer ${api.token}` } });
    const photo = (await res.json()) as { status: string; failure?: string };
    if (photo.status === 'ready') return;
    if (photo.status === 'failed') throw new Error(`the photo failed: ${photo.failure}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function memoriesUpload(server: RunningServer): Promise<Row[]> {
  const { admin } = demoAccounts(server.output());
  const login = await fetch(`${server.url}/api/users/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rollNumberOrEmail: admin.email, password: admin.password, role: 'Admin' }),
  });
  const api = { url: server.url, token: ((await login.json()) as { token: string }).token };
  const made = await fetch(`${api.url}/api/memories/albums`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${api.token}` }, body: JSON.stringify({ kind: 'college', title: 'Bench album' }),
  });
  const albumId = ((await made.json()) as { album: { _id: string } }).album._id;

  const photo = new Uint8Array(await noisyJpeg(4000, 3000));
  // Memory first, before a derivation has grown the heap: several large files at once, each
  // streamed through; what the server's RSS rises by.
  const big = new Uint8Array(BIG_BYTES);
  big.set(photo.subarray(0, 64 * 1024)); // a JPEG head, so the first chunk is taken; the rest is never decoded before the end
  const pid = server.pid;
  const before = pid ? await rssOf(pid) : NaN;
  let peak = before;
  const sampler = pid ? setInterval(() => void rssOf(pid).then((r) => (peak = Math.max(peak, r)), () => undefined), 20) : undefined;
  await Promise.all(Array.from({ length: CONCURRENT }, () => upload(api, albumId, big)));
  clearInterval(sampler);
  const perUpload = (peak - before) / CONCURRENT;

  const started = performance.now();
  const id = await upload(api, albumId, photo);
  const accepted = performance.now() - started;
  await untilReady(api, id);
  const ready = performance.now() - started;

  return [
    { figure: 'Memory Lane: a 4 MB JPEG accepted', value: `${Math.round(accepted)} ms (${mb(photo.length)})`, budget: budgetCell(accepted, 1000, '≤ 1 s'), method: 'POST start + 4 MB chunks by fetch(), as an admin, embedded PGlite' },
    { figure: 'Memory Lane: its sizes ready', value: `${(ready / 1000).toFixed(2)} s`, budget: budgetCell(ready, 5000, '≤ 5 s'), method: 'from the upload\'s start until GET /api/memories/photos/:id says ready (the dispatcher, sharp)' },
    {
      figure: 'Memory Lane: server memory per concurrent upload',
      value: pid ? `+${mb(perUpload)} each (${CONCURRENT} × ${mb(BIG_BYTES)} at once, RSS ${mb(before)} → peak ${mb(peak)})` : 'no pid',
      budget: budgetCell(perUpload, 8 * 1024 * 1024, '≤ 8 MB (2 chunks)'),
      method: '/proc/<pid>/status VmRSS sampled every 20 ms during the uploads',
    },
  ];
}

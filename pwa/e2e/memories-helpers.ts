import { expect } from '@playwright/test';
import sharp from 'sharp';
import { postJson } from './accounts.ts';

/** A small JPEG of one colour with a pattern, as a camera would give (`format` to make PNG instead). */
export async function photoBytes(colour: string, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .composite([{ input: Buffer.from('<svg width="300" height="200"><circle cx="150" cy="100" r="80" fill="white"/></svg>'), top: 200, left: 300 }]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** A batch album made through the API by the member whose token it is. */
export async function newAlbum(baseUrl: string, token: string, title: string) {
  return (await postJson<{ album: { _id: string } }>(`${baseUrl}/api/memories/albums`, { kind: 'batch', title }, token)).album._id;
}

/** Uploads `bytes` as a device does (start, then one chunk), and waits until its sizes are made. */
export async function uploadViaApi(baseUrl: string, token: string, albumId: string, bytes: Buffer, extra: { caption?: string; tags?: string[] } = {}) {
  const id = crypto.randomUUID();
  await postJson(`${baseUrl}/api/memories/albums/${albumId}/uploads`, { id, size: bytes.length, ...extra }, token);
  const res = await fetch(`${baseUrl}/api/memories/uploads/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Upload-Offset': '0', 'Content-Length': String(bytes.length) },
    body: new Uint8Array(bytes),
  });
  expect(res.status).toBe(200);
  await expect
    .poll(async () => ((await (await fetch(`${baseUrl}/api/memories/photos/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('ready');
  return id;
}

// Memory Lane through the API for tests: an album, an upload's chunks and the dispatcher's photo
// jobs, on a folder store; `fx` is the file's sync fixture.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { derivePhotoJob } from '../memories/derive-photo-job.ts';
import { createFsObjectStore } from '../storage/fs-object-store.ts';
import type { useSyncFixture } from './sync-fixture.ts';
import { createTestApp, testConfig } from './test-app.ts';

type Fixture = ReturnType<typeof useSyncFixture>;

export function memoriesApi(fx: Fixture) {
  const store = createFsObjectStore(mkdtempSync(join(tmpdir(), 'memories-test-')));
  const api = () => createTestApp(fx.db.sql, { clock: fx.clock, objects: store });

  async function newAlbum(title = 'Farewell 2023', auth = fx.auth.a) {
    const { call, logs } = api();
    const res = await call('POST', '/api/memories/albums', { kind: 'batch', title }, auth);
    expect(res.status, JSON.stringify(logs.filter((l) => l.level === 'error'))).toBe(201);
    return res.json.album._id as string;
  }

  async function patch(id: string, offset: number, bytes: Uint8Array, auth = fx.auth.a) {
    const res = await api().app.request(`/api/memories/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(bytes.byteLength) },
      body: bytes as Uint8Array<ArrayBuffer>,
    });
    return { status: res.status, offset: res.headers.get('Upload-Offset'), json: (await res.json()) as Record<string, any> };
  }

  /** Runs what the dispatcher would for every queued photo job. */
  async function runPhotoJobs() {
    const job = derivePhotoJob({ sql: fx.db.sql, store, clock: fx.clock, secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });
    const rows = await fx.db.sql<{ id: string; payload: unknown }[]>`select id, payload from outbox where kind = 'derive-photo' and sent_at is null`;
    for (const row of rows) {
      await job(row.payload);
      await fx.db.sql`update outbox set sent_at = now() where id = ${row.id}`;
    }
  }

  return { store, api, newAlbum, patch, runPhotoJobs };
}

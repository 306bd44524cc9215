import { expect, it } from 'vitest';
import { useSyncFixture } from '../test/sync-fixture.ts';

// Issue 55 (ADR 0153): every pull page names the server's sync epoch; a restore gives it a new one
// (restore-backup.ts, checked in backup-restore.test.ts), and only a restore changes it.
const fx = useSyncFixture();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

it('names the same epoch on every page and for every member until the epoch changes', async () => {
  const first = await fx.pull('a', 0);
  expect(first.status).toBe(200);
  const epoch = (first.json as { epoch: string }).epoch;
  expect(epoch).toMatch(UUID);
  expect(((await fx.pull('b', 0)).json as { epoch: string }).epoch).toBe(epoch);
  expect(((await fx.pull('a', (first.json as { cursor: number }).cursor)).json as { epoch: string }).epoch).toBe(epoch);

  await fx.db.sql`update sync_epoch set epoch = gen_random_uuid(), changed_at = now()`;
  const after = ((await fx.pull('a', 0)).json as { epoch: string }).epoch;
  expect(after).toMatch(UUID);
  expect(after).not.toBe(epoch);
});

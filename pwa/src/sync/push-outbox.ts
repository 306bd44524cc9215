import type { MutationResult, PushResponse } from '#domain/sync/protocol.ts';
import { getMeta, localDb, setMeta, type OutboxEntry } from './local-db.ts';

const BATCH = 50;

export type PushOutcome =
  | { kind: 'idle' }
  | { kind: 'pushed'; rejected: OutboxEntry[] }
  | { kind: 'offline' }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; status: number };

export type PushAuth = { token: () => string | null };

/** A client id per member: the server binds a client to the first member who pushes with it. */
export async function clientIdFor(userId: string): Promise<string> {
  const key = `clientId:${userId}`;
  const existing = await getMeta<string>(key);
  if (existing) return existing;
  const id = crypto.randomUUID();
  await setMeta(key, id);
  return id;
}

export const pendingFor = (userId: string) =>
  localDb.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('mutationId');

/**
 * Sends the member's pending changes, oldest first, and settles each one by the server's answer.
 * Only this member's entries are ever sent under this member's session.
 */
export async function pushOutbox(userId: string, auth: PushAuth): Promise<PushOutcome> {
  const pending = (await pendingFor(userId)).slice(0, BATCH);
  if (pending.length === 0) return { kind: 'idle' };
  const clientId = await clientIdFor(userId);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = auth.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/api/sync/push', {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify({ clientId, mutations: pending.map((e) => ({ id: e.mutationId, name: e.name, args: e.args })) }),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (res.status === 401) return { kind: 'unauthorized' };
  if (res.status === 409) {
    const body = (await res.json().catch(() => ({}))) as { code?: string; expected?: number };
    if (body.code === 'mutation_gap' && typeof body.expected === 'number') {
      await renumberFrom(userId, body.expected);
      return { kind: 'retry', status: 409 };
    }
  }
  if (!res.ok) return { kind: 'retry', status: res.status };
  const body = (await res.json()) as PushResponse;
  const rejected = await settle(pending, body);
  return { kind: 'pushed', rejected };
}

/** Applied entries leave the outbox; rejected ones stay (to be shown) and their rows are put back. */
async function settle(sent: OutboxEntry[], body: PushResponse): Promise<OutboxEntry[]> {
  const byId = new Map<number, MutationResult>(body.results.map((r) => [r.id, r]));
  const rejected: OutboxEntry[] = [];
  await localDb.transaction('rw', localDb.tables, async () => {
    for (const entry of sent) {
      if (entry.mutationId > body.lastMutationId) continue;
      const result = byId.get(entry.mutationId);
      if (result?.status === 'rejected') {
        await undo(entry);
        const updated = { ...entry, status: 'rejected' as const, lastError: result.message ?? 'Refused by the server' };
        await localDb.outbox.put(updated);
        rejected.push(updated);
      } else {
        await localDb.outbox.delete(entry.seq!);
      }
    }
  });
  return rejected;
}

async function undo(entry: OutboxEntry) {
  for (const u of [...entry.undo].reverse()) {
    const table = localDb.table(u.table);
    if (u.previous) await table.put(u.previous);
    else await table.delete(u.key);
  }
}

/**
 * The server expects a different next id than our oldest pending one (our counter and the server's
 * drifted, e.g. after site data was partly cleared). Entries below `expected` were already applied;
 * the rest are renumbered to follow on from it, in order.
 */
async function renumberFrom(userId: string, expected: number) {
  await localDb.transaction('rw', [localDb.outbox, localDb.meta], async () => {
    const pending = await pendingFor(userId);
    const first = pending[0]?.mutationId;
    if (first === undefined) return;
    if (expected > first) {
      // The server is past these: they were applied (their answer was lost).
      for (const e of pending) if (e.mutationId < expected) await localDb.outbox.delete(e.seq!);
      return;
    }
    let next = expected;
    for (const e of pending) await localDb.outbox.update(e.seq!, { mutationId: next++ });
    await localDb.meta.put({ key: `nextMutationId:${userId}`, value: next });
  });
}

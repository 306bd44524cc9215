import { PUSH_MAX_BYTES, PUSH_MAX_MUTATIONS, RESTART_CODES, type MutationResult, type PushResponse } from '#domain/sync/protocol.ts';
import { nextBatch } from '#domain/sync/push-batch.ts';
import { getMeta, localDb, metaKeys, setMeta, type OutboxEntry } from './local-db.ts';
import { isQuotaError } from './storage-error.ts';
import { undoWrites } from './undo-writes.ts';

export type PushOutcome =
  | { kind: 'idle' }
  | { kind: 'pushed'; rejected: OutboxEntry[] }
  | { kind: 'offline' }
  | { kind: 'unauthorized'; token: string | null }
  | { kind: 'retry'; status: number };

export type PushAuth = { token: () => string | null };

/**
 * A client id per member: the server binds a client to the first member who pushes with it.
 * `enqueue` stores it with the first change; an outbox from before that, on a full device, is sent
 * under an id that could not be kept (the next push then looks like a new client, which is safe:
 * creates are idempotent by id and votes set values, ADR 0019).
 */
export async function clientIdFor(userId: string): Promise<string> {
  const existing = await getMeta<string>(metaKeys.clientId(userId));
  if (existing) return existing;
  const id = crypto.randomUUID();
  await setMeta(metaKeys.clientId(userId), id).catch((error: unknown) => {
    if (!isQuotaError(error)) throw error;
  });
  return id;
}

export const pendingFor = (userId: string) =>
  localDb.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('mutationId');

const kb = (bytes: number) => Math.ceil(bytes / 1024);
export const tooLargeMessage = (bytes: number) =>
  `This change is too large to send (${kb(bytes)} KB; the limit is ${kb(PUSH_MAX_BYTES)} KB). Shorten it and try again.`;

/**
 * Sends the member's oldest pending changes, as many as fit one request under the server's cap,
 * and settles each by the server's answer. Only this member's entries are ever sent under this
 * member's session. Drift between device and server (a 409 or 403 restart code) moves the whole
 * outbox to a fresh client id, renumbered from 1 (docs/decisions/0019-replays-and-drift.md).
 */
export async function pushOutbox(userId: string, auth: PushAuth): Promise<PushOutcome> {
  const pending = await pendingFor(userId);
  if (pending.length === 0) return { kind: 'idle' };
  const clientId = await clientIdFor(userId);
  const wire = pending.map((e) => ({ id: e.mutationId, name: e.name, args: e.args }));
  const next = nextBatch(clientId, wire, { maxCount: countCap });
  if (next.kind === 'too-large') return { kind: 'pushed', rejected: [await refuseTooLarge(userId, pending[0]!, next.bytes)] };
  const batch = pending.slice(0, next.mutations.length); // always the oldest ones, in order
  const body = JSON.stringify({ clientId, mutations: next.mutations });
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = auth.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/api/sync/push', {
      method: 'POST',
      credentials: 'include',
      headers,
      body,
    });
  } catch {
    return { kind: 'offline' };
  }
  if (res.status === 401) return { kind: 'unauthorized', token };
  if (res.status === 409 || res.status === 403) {
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    if ((RESTART_CODES as readonly string[]).includes(body.code ?? '')) {
      await restartUnderFreshClient(userId);
      return { kind: 'retry', status: res.status };
    }
  }
  if (res.status === 413) {
    // A server with a smaller cap than ours: send fewer at a time, and refuse one that fits nowhere.
    if (batch.length === 1) return { kind: 'pushed', rejected: [await refuseTooLarge(userId, batch[0]!, new TextEncoder().encode(body).length)] };
    countCap = Math.max(1, Math.floor(batch.length / 2));
    return { kind: 'retry', status: 413 };
  }
  if (!res.ok) return { kind: 'retry', status: res.status };
  countCap = PUSH_MAX_MUTATIONS;
  const rejected = await settle(batch, (await res.json()) as PushResponse);
  return { kind: 'pushed', rejected };
}

// Lowered after a 413 from a server whose cap is below PUSH_MAX_BYTES; back up after a success.
let countCap: number = PUSH_MAX_MUTATIONS;

/** Applied entries leave the outbox; rejected ones stay (to be shown) and their rows are put back. */
async function settle(sent: OutboxEntry[], body: PushResponse): Promise<OutboxEntry[]> {
  const byId = new Map<number, MutationResult>(body.results.map((r) => [r.id, r]));
  const rejected: OutboxEntry[] = [];
  await localDb.transaction('rw', localDb.tables, async () => {
    for (const entry of sent) {
      if (entry.mutationId > body.lastMutationId) continue;
      const result = byId.get(entry.mutationId);
      if (result?.status === 'rejected') rejected.push(await markRejected(entry, result.message ?? 'Refused by the server'));
      else await localDb.outbox.delete(entry.seq!);
    }
  });
  return rejected;
}

async function markRejected(entry: OutboxEntry, reason: string): Promise<OutboxEntry> {
  await undoWrites(entry.undo);
  const updated = { ...entry, status: 'rejected' as const, lastError: reason };
  await localDb.outbox.put(updated);
  return updated;
}

/**
 * A change whose request body alone is over the server's cap can never be sent: it is refused
 * here, with the reason the member sees, and the entries after it move down one id so that the
 * server sees no gap.
 */
async function refuseTooLarge(userId: string, entry: OutboxEntry, bytes: number): Promise<OutboxEntry> {
  return localDb.transaction('rw', localDb.tables, async () => {
    const refused = await markRejected(entry, tooLargeMessage(bytes));
    const later = (await pendingFor(userId)).filter((e) => e.mutationId > entry.mutationId);
    for (const e of later) await localDb.outbox.update(e.seq!, { mutationId: e.mutationId - 1 });
    const counter = metaKeys.nextMutationId(userId);
    await setMeta(counter, ((await getMeta<number>(counter)) ?? entry.mutationId + 1) - 1);
    return refused;
  });
}

/**
 * Device and server disagree about this client id's history: go on under a fresh one, with every
 * pending change renumbered from 1 in its order. Creates are idempotent by their ids on the
 * server, so a change it already applied is not doubled.
 */
export async function restartUnderFreshClient(userId: string) {
  await localDb.transaction('rw', [localDb.outbox, localDb.meta], async () => {
    const pending = await pendingFor(userId);
    let next = 1;
    for (const e of pending) await localDb.outbox.update(e.seq!, { mutationId: next++ });
    await setMeta(metaKeys.clientId(userId), crypto.randomUUID());
    await setMeta(metaKeys.nextMutationId(userId), next);
  });
}

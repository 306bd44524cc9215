import { parentPort } from 'node:worker_threads';
import type { Candidate } from '#domain/admin/roster-upload.ts';
import { ApiError } from '../http/api-error.ts';
import { checkRosterHere, type CheckedRoster } from './check-roster.ts';

// Runs in the worker thread of roster-thread.ts: reads and checks one spreadsheet per message.

/** Candidates per message: the server's thread reads a message in one go, so none may be large. */
const CHUNK = 5_000;

export type ToThread = { id: number; bytes: Uint8Array } | { id: number; next: true };
export type FromThread =
  | { id: number; candidates: Candidate[] }
  | { id: number; done: Omit<CheckedRoster, 'candidates'> }
  | { id: number; refused: { status: number; message: string; code?: string } }
  | { id: number; failed: string };

const port = parentPort!;
const post = (message: FromThread) => port.postMessage(message);
const waiting = new Map<number, () => void>();

/**
 * The next chunk goes once the server has taken the last: Node reads every message already waiting
 * in one turn of its event loop, so chunks sent at once would hold it as long as one big message.
 */
function send(id: number, message: FromThread) {
  const taken = new Promise<void>((resolve) => waiting.set(id, resolve));
  post(message);
  return taken;
}

async function check(id: number, bytes: Uint8Array) {
  try {
    const { candidates, ...rest } = await checkRosterHere(bytes);
    for (let i = 0; i < candidates.length; i += CHUNK) await send(id, { id, candidates: candidates.slice(i, i + CHUNK) });
    post({ id, done: rest });
  } catch (error) {
    if (error instanceof ApiError) post({ id, refused: { status: error.status, message: error.message, code: error.code } });
    else post({ id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    waiting.delete(id);
  }
}

port.on('message', (m: ToThread) => {
  if ('next' in m) waiting.get(m.id)?.();
  else void check(m.id, m.bytes);
});

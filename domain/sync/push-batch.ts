import { PUSH_MAX_BYTES, PUSH_MAX_MUTATIONS, type PushedMutation } from './protocol.ts';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

export type NextBatch<M extends PushedMutation> =
  | { kind: 'send'; mutations: M[] }
  /** The oldest mutation cannot be sent even alone: its body alone is over the limit. */
  | { kind: 'too-large'; mutation: M; bytes: number };

/**
 * The next push: the oldest mutations, in order, as many as fit one request body of at most
 * `maxBytes` (the server's cap) and `maxCount` mutations.
 */
export function nextBatch<M extends PushedMutation>(
  clientId: string,
  pending: readonly M[],
  limits: { maxBytes?: number; maxCount?: number } = {},
): NextBatch<M> {
  const { maxBytes = PUSH_MAX_BYTES, maxCount = PUSH_MAX_MUTATIONS } = limits;
  let size = bytes({ clientId, mutations: [] });
  const batch: M[] = [];
  for (const m of pending.slice(0, maxCount)) {
    const own = bytes({ id: m.id, name: m.name, args: m.args }) + (batch.length ? 1 : 0); // the comma
    if (size + own > maxBytes) {
      if (batch.length === 0) return { kind: 'too-large', mutation: m, bytes: size + own };
      break;
    }
    size += own;
    batch.push(m);
  }
  return { kind: 'send', mutations: batch };
}

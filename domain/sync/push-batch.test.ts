import { describe, expect, it } from 'vitest';
import { PUSH_MAX_BYTES } from './protocol.ts';
import { nextBatch } from './push-batch.ts';

const clientId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const question = (id: number, chars: number) => ({ id, name: 'askQuestion', args: { title: `Question ${id}`, content: 'x'.repeat(chars) } });
const bodySize = (mutations: unknown[]) => new TextEncoder().encode(JSON.stringify({ clientId, mutations })).length;

describe('nextBatch', () => {
  it('splits seven 9,600-character questions into pushes under the server cap, in order', () => {
    let pending = Array.from({ length: 7 }, (_, i) => question(i + 1, 9_600));
    expect(bodySize(pending)).toBeGreaterThan(PUSH_MAX_BYTES);
    const sent: number[][] = [];
    while (pending.length) {
      const next = nextBatch(clientId, pending);
      if (next.kind !== 'send') throw new Error('nothing here is too large alone');
      expect(bodySize(next.mutations)).toBeLessThanOrEqual(PUSH_MAX_BYTES);
      sent.push(next.mutations.map((m) => m.id));
      pending = pending.slice(next.mutations.length);
    }
    expect(sent.flat()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sent.length).toBe(2);
  });

  it('fills a batch exactly up to the cap, counting multi-byte characters as bytes', () => {
    const m = [question(1, 100), { id: 2, name: 'askQuestion', args: { title: 'é', content: '€'.repeat(50) } }];
    const exact = bodySize(m);
    expect(nextBatch(clientId, m, { maxBytes: exact })).toEqual({ kind: 'send', mutations: m });
    expect(nextBatch(clientId, m, { maxBytes: exact - 1 })).toEqual({ kind: 'send', mutations: [m[0]] });
  });

  it('caps the count too', () => {
    const many = Array.from({ length: 150 }, (_, i) => question(i + 1, 1));
    const next = nextBatch(clientId, many);
    expect(next.kind === 'send' && next.mutations.length).toBe(100);
  });

  it('names the oldest mutation when it cannot go even alone', () => {
    const huge = question(1, PUSH_MAX_BYTES);
    const next = nextBatch(clientId, [huge, question(2, 10)]);
    expect(next).toMatchObject({ kind: 'too-large', mutation: huge });
    expect(next.kind === 'too-large' && next.bytes).toBeGreaterThan(PUSH_MAX_BYTES);
  });
});

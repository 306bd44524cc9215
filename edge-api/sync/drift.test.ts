import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextBatch } from '#domain/sync/push-batch.ts';
import { PUSH_MAX_BYTES, type PushedMutation } from '#domain/sync/protocol.ts';
import { jobArgs } from '../test/jobs.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

// Mutation ids drifting between a device and the server (docs/decisions/0019-replays-and-drift.md).
// Each case ends the way the client engine does after a 409: under a fresh client id, the whole
// outbox again from id 1. Every change must then be on the server exactly once.

const fx = useSyncFixture();
const createJob = (id: number, args = jobArgs()) => ({ id, name: 'createJob', args });
const setLast = (clientId: string, last: number) => fx.db.sql`update sync_clients set last_mutation_id = ${last} where client_id = ${clientId}`;

/** The client's answer to a restart code: a fresh client id and its outbox renumbered from 1. */
const restart = (outbox: PushedMutation[]) => fx.push('a', randomUUID(), outbox.map((m, i) => ({ ...m, id: i + 1 })));

async function expectOnceEach(jobs: PushedMutation[]) {
  for (const j of jobs) expect(await fx.count('jobs', (j.args as { id: string }).id)).toBe(1);
}

describe('mutation id drift', () => {
  it('client counter reset to 1: a different mutation under a used id is refused, then sent under a fresh client id', async () => {
    const clientId = randomUUID();
    const sent = [createJob(1), createJob(2)];
    expect((await fx.push('a', clientId, sent)).status).toBe(200);

    const after = createJob(1);
    const res = await fx.push('a', clientId, [after]);
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'client_state_mismatch', mutationId: 1 });
    expect(await fx.count('jobs', after.args.id)).toBe(0);

    const again = await restart([after]);
    expect(again.json.results).toEqual([{ id: 1, status: 'applied' }]);
    await expectOnceEach([...sent, after]);
  });

  it('server last id +5: ids it has no record of are refused, never answered as replays', async () => {
    const clientId = randomUUID();
    const first = createJob(1);
    await fx.push('a', clientId, [first]);
    await setLast(clientId, 6);

    const next = createJob(2);
    const res = await fx.push('a', clientId, [next]);
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('client_state_mismatch');
    expect(await fx.count('jobs', next.args.id)).toBe(0);

    await restart([next]);
    await expectOnceEach([first, next]);
  });

  it('server last id set back behind its records: replays are answered, a new id goes on, never a 500', async () => {
    const clientId = randomUUID();
    const sent = [createJob(1), createJob(2), createJob(3)];
    const original = await fx.push('a', clientId, sent);
    await setLast(clientId, 1);

    const replay = await fx.push('a', clientId, sent.slice(1));
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ lastMutationId: 3, results: original.json.results.slice(1) });
    const fourth = createJob(4);
    expect((await fx.push('a', clientId, [fourth])).json.results).toEqual([{ id: 4, status: 'applied' }]);

    // The same ids with other content, or a gap, are 409s the client recovers from.
    await setLast(clientId, 1);
    const other = createJob(2);
    expect((await fx.push('a', clientId, [other])).json.code).toBe('client_state_mismatch');
    const gap = await fx.push('a', clientId, [createJob(9)]);
    expect(gap.status).toBe(409);
    expect(gap.json).toMatchObject({ code: 'mutation_gap', expected: 2 });
    await restart([other]);
    await expectOnceEach([...sent, fourth, other]);
  });

  it('client id lost: the outbox goes again under a new client id and nothing applied before is doubled', async () => {
    const lost = randomUUID();
    const q = { id: randomUUID(), title: 'Which elective for ML?', content: 'Choosing between two electives next term.' };
    const a = { id: randomUUID(), questionId: q.id, answer: 'Take the one with projects.' };
    const outbox = [
      { id: 1, name: 'askQuestion', args: q },
      { id: 2, name: 'postAnswer', args: a },
      { id: 3, name: 'voteQuestion', args: { questionId: q.id, value: 1 } },
      createJob(4),
    ];
    // Applied, but the answer never reached the device, which then lost its client id.
    expect((await fx.push('a', lost, outbox.slice(0, 3))).status).toBe(200);

    const gap = await fx.push('a', randomUUID(), outbox.map((m, i) => ({ ...m, id: i + 7 })));
    expect(gap.json).toMatchObject({ code: 'mutation_gap', expected: 1 });
    const res = await restart(outbox);
    expect(res.json.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(await fx.count('questions', q.id)).toBe(1);
    expect(await fx.count('answers', a.id)).toBe(1);
    const [row] = await fx.db.sql`select answer_count, upvotes from questions where id = ${q.id}`;
    expect(row).toEqual({ answer_count: 1, upvotes: 1 });
    await expectOnceEach(outbox.slice(3));
  });

  it('seven 9,600-character questions: one push of them all is over the cap; batches by size all land, once', async () => {
    const clientId = randomUUID();
    const questions = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      name: 'askQuestion',
      args: { id: randomUUID(), title: `A long question ${i + 1}`, content: `Details ${i + 1}: ${'x'.repeat(9_600)}` },
    }));
    const whole = await fx.push('a', clientId, questions);
    expect(whole.status).toBe(413);

    let pending = questions;
    while (pending.length) {
      const next = nextBatch(clientId, pending);
      if (next.kind !== 'send') throw new Error('each question fits alone');
      expect(new TextEncoder().encode(JSON.stringify({ clientId, mutations: next.mutations })).length).toBeLessThanOrEqual(PUSH_MAX_BYTES);
      const res = await fx.push('a', clientId, next.mutations);
      expect(res.status).toBe(200);
      pending = pending.slice(next.mutations.length);
    }
    for (const q of questions) expect(await fx.count('questions', q.args.id)).toBe(1);
  });

  it("refuses a create whose id is another member's row, and changes nothing", async () => {
    const mine = createJob(1);
    await fx.push('a', randomUUID(), [mine]);
    const res = await fx.push('b', randomUUID(), [createJob(1, { ...jobArgs({ title: 'Taken over' }), id: mine.args.id })]);
    expect(res.json.results).toEqual([{ id: 1, status: 'rejected', code: 'id_taken', message: 'A job with this id already exists' }]);
    const [row] = await fx.db.sql`select title, posted_by from jobs where id = ${mine.args.id}`;
    expect(row).toEqual({ title: mine.args.title, posted_by: fx.userId.a });
  });
});

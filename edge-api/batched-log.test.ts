import { describe, expect, it } from 'vitest';
import { batchedJsonLogger } from './batched-log.ts';

/** A logger whose writes and scheduled flushes the test sees and runs by hand. */
function harness() {
  const writes: string[] = [];
  const queued: (() => void)[] = [];
  const logger = batchedJsonLogger((text) => writes.push(text), (run) => queued.push(run));
  const turn = () => queued.splice(0).forEach((run) => run());
  const lines = () => writes.join('').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  return { ...logger, writes, turn, lines };
}

describe('batchedJsonLogger', () => {
  it('writes the lines of one turn of the event loop in one write, each a JSON object with its time', () => {
    const h = harness();
    h.log({ level: 'info', path: '/api/jobDetail', status: 200 });
    h.log({ level: 'info', path: '/api/query', status: 200 });
    expect(h.writes).toEqual([]);
    h.turn();
    expect(h.writes).toHaveLength(1);
    expect(h.lines()).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', path: '/api/jobDetail', status: 200 },
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', path: '/api/query', status: 200 },
    ]);
  });

  it('writes a warning or an error at once, after the lines logged before it', () => {
    const h = harness();
    h.log({ level: 'info', path: '/a' });
    h.log({ level: 'error', path: '/b', error: 'boom' });
    expect(h.lines().map((l) => l.path)).toEqual(['/a', '/b']);
    h.log({ level: 'warn', path: '/c' });
    expect(h.writes).toHaveLength(2);
    h.turn();
    expect(h.writes).toHaveLength(2);
  });

  it('writes what is left on flush(), as the server does on its way out', () => {
    const h = harness();
    h.log({ level: 'info', msg: 'outbox delivered' });
    h.flush();
    expect(h.lines()).toEqual([expect.objectContaining({ msg: 'outbox delivered' })]);
  });
});

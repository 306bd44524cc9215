import { describe, expect, it } from 'vitest';
import { createPokeHub, parsePokeNotice } from './poke-hub.ts';

const read = async (res: Response) => {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += value;
  }
};

describe('the poke hub', () => {
  it('beats while a stream is open and ends it when it ages out', async () => {
    const hub = createPokeHub({ heartbeatMs: 20, maxAgeMs: 200 });
    const text = await read(hub.open({ userId: 'a', topics: ['*'] }));
    expect(text).toMatch(/^retry: 3000\n\nevent: ready\ndata: \{\}\n\n(: ping\n\n)+$/);
    expect(hub.size).toBe(0);
  });

  it('sends a poke once to a stream that hears several of its topics, and none to others', async () => {
    const hub = createPokeHub({ maxAgeMs: 60_000 });
    const [a, b] = [hub.open({ userId: 'a', topics: ['*', 'u:a', 'b:2019-2023'] }), hub.open({ userId: 'b', topics: ['*', 'u:b'] })];
    hub.publish({ table: 'profile', version: 7, to: ['u:a', 'b:2019-2023'] });
    hub.publish({ table: 'jobs', version: 8, to: ['*'] });
    hub.closeAll();
    const [ta, tb] = await Promise.all([read(a), read(b)]);
    expect(ta.match(/event: poke\nid: \d+\ndata: .*\n/g)).toEqual(['event: poke\nid: 7\ndata: {"table":"profile","version":7}\n', 'event: poke\nid: 8\ndata: {"table":"jobs","version":8}\n']);
    expect(tb.match(/event: poke\nid: \d+\ndata: .*\n/g)).toEqual(['event: poke\nid: 8\ndata: {"table":"jobs","version":8}\n']);
  });

  it('drops a stream whose reader stopped reading, rather than queueing for it', async () => {
    const hub = createPokeHub();
    const res = hub.open({ userId: 'a', topics: ['*'] });
    for (let v = 1; v <= 40; v++) hub.publish({ table: 'jobs', version: v, to: ['*'] });
    expect(hub.size).toBe(0);
    const pokes = (await read(res)).match(/event: poke/g) ?? [];
    expect(pokes.length).toBeGreaterThan(0);
    expect(pokes.length).toBeLessThan(40);
  });

  it('reads only the payloads migration 0023 writes', () => {
    expect(parsePokeNotice('{"table" : "jobs", "version" : 3, "to" : ["*"]}')).toEqual({ table: 'jobs', version: 3, to: ['*'] });
    for (const bad of ['', 'null', '{"table":"jobs","version":"3","to":["*"]}', '{"table":"jobs","version":3}', '{"version":1e400,"table":"x","to":[]}']) {
      expect(parsePokeNotice(bad)).toBeUndefined();
    }
  });
});

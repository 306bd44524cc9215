import { describe, expect, it } from 'vitest';
import { parsePokeNotice, parseRevokeNotice } from './live-notices.ts';
import { createPokeHub } from './poke-hub.ts';

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
    // An age fifty beats long: a loaded machine (2 cores, shared) can hold the event loop for a couple of hundred ms.
    const hub = createPokeHub({ heartbeatMs: 20, maxAgeMs: 1000 });
    const text = await read(hub.open({ userId: 'a', sessionId: 'sa', topics: ['*'] }));
    expect(text).toMatch(/^retry: 3000\n\nevent: ready\ndata: \{\}\n\n(: ping\n\n)+$/);
    expect(hub.size).toBe(0);
  });

  it('sends a poke once to a stream that hears several of its topics, and none to others', async () => {
    const hub = createPokeHub({ maxAgeMs: 60_000 });
    const [a, b] = [hub.open({ userId: 'a', sessionId: 'sa', topics: ['*', 'u:a', 'b:2019-2023'] }), hub.open({ userId: 'b', sessionId: 'sb', topics: ['*', 'u:b'] })];
    hub.publish({ table: 'profile', version: 7, to: ['u:a', 'b:2019-2023'] });
    hub.publish({ table: 'jobs', version: 8, to: ['*'] });
    hub.closeAll();
    const [ta, tb] = await Promise.all([read(a), read(b)]);
    expect(ta.match(/event: poke\nid: \d+\ndata: .*\n/g)).toEqual(['event: poke\nid: 7\ndata: {"table":"profile","version":7}\n', 'event: poke\nid: 8\ndata: {"table":"jobs","version":8}\n']);
    expect(tb.match(/event: poke\nid: \d+\ndata: .*\n/g)).toEqual(['event: poke\nid: 8\ndata: {"table":"jobs","version":8}\n']);
  });

  it('drops a stream whose reader stopped reading, rather than queueing for it', async () => {
    const hub = createPokeHub();
    const res = hub.open({ userId: 'a', sessionId: 'sa', topics: ['*'] });
    for (let v = 1; v <= 40; v++) hub.publish({ table: 'jobs', version: v, to: ['*'] });
    expect(hub.size).toBe(0);
    const pokes = (await read(res)).match(/event: poke/g) ?? [];
    expect(pokes.length).toBeGreaterThan(0);
    expect(pokes.length).toBeLessThan(40);
  });

  it("ends a revoked session's streams with an 'end' event saying so, and no other session's", async () => {
    const hub = createPokeHub({ maxAgeMs: 60_000 });
    const [phone, laptop] = [hub.open({ userId: 'a', sessionId: 's1', topics: ['*'] }), hub.open({ userId: 'a', sessionId: 's2', topics: ['*'] })];
    hub.revoke(['s1', 'unknown']);
    expect(await read(phone)).toMatch(/event: end\ndata: \{"reason":"revoked"\}\n\n$/);
    expect(hub.sessionIds()).toEqual(['s2']);
    hub.closeAll();
    expect(await read(laptop)).not.toContain('event: end');
  });

  it("ends a stream whose session was revoked before its hub listened, before saying 'ready'", async () => {
    const hub = createPokeHub({ revoked: async (ids) => ids.filter((id) => id === 'gone') });
    const text = await read(hub.open({ userId: 'a', sessionId: 'gone', topics: ['*'] }));
    expect(text).toBe('retry: 3000\n\nevent: end\ndata: {"reason":"revoked"}\n\n');
  });

  it("lets a member hold three streams when the cap is three: the fourth ends the oldest, saying it was replaced", async () => {
    const hub = createPokeHub({ maxAgeMs: 60_000, maxPerMember: 3 });
    const open = (userId: string, n: number) => hub.open({ userId, sessionId: `${userId}${n}`, topics: ['*'] });
    const first = open('a', 1);
    const rest = [open('a', 2), open('a', 3), open('b', 1)];
    expect(hub.size).toBe(4);
    const fourth = open('a', 4);
    expect(await read(first)).toMatch(/event: end\ndata: \{"reason":"replaced"\}\n\n$/);
    expect(hub.sessionIds().sort()).toEqual(['a2', 'a3', 'a4', 'b1']);
    hub.closeAll();
    for (const res of [...rest, fourth]) expect(await read(res)).not.toContain('event: end');
  });

  it('reads only the payloads migrations 0023 and 0040 write', () => {
    expect(parseRevokeNotice('{"revoke" : ["s1", 2]}')).toEqual({ revoke: ['s1'] });
    for (const bad of ['', 'null', '{"revoke":"s1"}', '{"table":"jobs","version":3,"to":["*"]}']) expect(parseRevokeNotice(bad)).toBeUndefined();
    expect(parsePokeNotice('{"revoke":["s1"]}')).toBeUndefined();
    expect(parsePokeNotice('{"table" : "jobs", "version" : 3, "to" : ["*"]}')).toEqual({ table: 'jobs', version: 3, to: ['*'] });
    for (const bad of ['', 'null', '{"table":"jobs","version":"3","to":["*"]}', '{"table":"jobs","version":3}', '{"version":1e400,"table":"x","to":[]}']) {
      expect(parsePokeNotice(bad)).toBeUndefined();
    }
  });
});

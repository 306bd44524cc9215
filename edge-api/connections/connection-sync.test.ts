import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { CONNECTION_MESSAGES as M } from '#domain/connections/connection.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

// The connection writes through sync push, as a device replays them after being offline, and the
// `connections` table as each member's devices pull it.

const fx = useSyncFixture();

describe('connections through sync', () => {
  it('a request pushed from a device reaches the other member’s pull; their accept reaches the sender’s', async () => {
    const [a, b] = [fx.userId.a, fx.userId.b];
    const id = await connectionIdOf(a, b);
    const start = { a: (await fx.pullAll('a', 0)).cursor, b: (await fx.pullAll('b', 0)).cursor };

    const clientA = randomUUID();
    const sent = await fx.push('a', clientA, [{ id: 1, name: 'connectUser', args: { userId: b } }]);
    expect(sent.json.results).toEqual([{ id: 1, status: 'applied' }]);
    // A replay of the same mutation changes nothing.
    expect((await fx.push('a', clientA, [{ id: 1, name: 'connectUser', args: { userId: b } }])).status).toBe(200);

    const atB = await fx.pullAll('b', start.b);
    expect(atB.rows.get(`connections:${id}`)).toMatchObject({ _id: id, status: 'pending', direction: 'received', user: { _id: a } });
    const atA = await fx.pullAll('a', start.a);
    expect(atA.rows.get(`connections:${id}`)).toMatchObject({ status: 'pending', direction: 'sent', user: { _id: b } });

    const clientB = randomUUID();
    expect((await fx.push('b', clientB, [{ id: 1, name: 'acceptConnection', args: { connectionId: id } }])).json.results[0].status).toBe('applied');
    const afterAccept = await fx.pullAll('a', atA.cursor);
    expect(afterAccept.rows.get(`connections:${id}`)).toMatchObject({ status: 'connected', connectedAt: expect.any(String) });
    // The own profile comes again with the new connection in it.
    expect([...afterAccept.rows.values()].find((r) => r._id === a && 'connections' in r)).toMatchObject({ connections: [b] });

    await fx.push('b', clientB, [{ id: 2, name: 'removeConnection', args: { userId: a } }]);
    const afterRemove = await fx.pullAll('a', afterAccept.cursor);
    expect(afterRemove.deleted).toContainEqual({ table: 'connections', id });
  });

  it('an accept queued offline for a request withdrawn meanwhile is refused with its reason', async () => {
    const [a, b] = [fx.userId.a, fx.userId.b];
    const id = await connectionIdOf(a, b);
    expect((await fx.api().call('POST', `/api/connectUser/connect/${b}`, undefined, fx.auth.a)).status).toBe(201);
    expect((await fx.api().call('DELETE', `/api/connectUser/remove/${b}`, undefined, fx.auth.a)).status).toBe(200);
    const res = await fx.push('b', randomUUID(), [{ id: 1, name: 'acceptConnection', args: { connectionId: id } }]);
    expect(res.json.results).toEqual([{ id: 1, status: 'rejected', code: 'request_gone', message: M.requestGone }]);
  });

  it('the admin cannot push connection writes', async () => {
    const res = await fx.push('admin', randomUUID(), [{ id: 1, name: 'connectUser', args: { userId: fx.userId.a } }]);
    expect(res.json.results[0]).toMatchObject({ status: 'rejected' });
  });
});

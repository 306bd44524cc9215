import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, insertMember } from '#api/test/people.ts';
import { oneOf, shapeProblems } from './shape.ts';
import { signIn, useContractApi } from './spec-client.ts';

// Spec section 7, Connections (under /api/connectUser, DESIGN.md), and section 3: "Connection
// request: _id, senderUserId (a user object)"; "Connection status for a profile: connect (none),
// pending (sent), received, connected; plus a connections count".
const fx = useContractApi();
type Session = Awaited<ReturnType<typeof signIn>>;
let asha: Session;
let ben: Session;
const idOf = (s: Session) => s.login._id as string;
const statusShape = { status: oneOf('connect', 'pending', 'received', 'connected'), connectionsCount: 'num' } as const;

beforeAll(async () => {
  const [a, b] = [await insertMember(fx.db.sql, { fullName: 'Asha Rao' }), await insertMember(fx.db.sql, { fullName: 'Ben Thomas' })];
  asha = await signIn(fx.api().call, a.rollNumber, MEMBER_PASSWORD);
  ben = await signIn(fx.api().call, b.rollNumber, MEMBER_PASSWORD);
});

describe('/api/connectUser', () => {
  it('POST connect/{id} sends a request to the user id; GET getStatus/{id} answers each side’s status and a count', async () => {
    const { call } = fx.api();
    const sent = await call('POST', `/api/connectUser/connect/${idOf(ben)}`, undefined, asha.auth);
    expect(sent.status, sent.text).toBe(201);
    expect(typeof sent.json.message).toBe('string');
    const mine = await call('GET', `/api/connectUser/getStatus/${idOf(ben)}`, undefined, asha.auth);
    expect(shapeProblems(mine.json, statusShape)).toEqual([]);
    expect(mine.json.status).toBe('pending');
    expect((await call('GET', `/api/connectUser/getStatus/${idOf(asha)}`, undefined, ben.auth)).json.status).toBe('received');
  });

  it('GET requests lists pending requests, each {_id, senderUserId (a user object)}; PUT accept/{connectionId} accepts', async () => {
    const { call } = fx.api();
    const list = await call('GET', '/api/connectUser/requests', undefined, ben.auth);
    expect(list.status, list.text).toBe(200);
    expect(shapeProblems(list.json, [{ _id: 'str', senderUserId: { _id: 'str', fullName: 'str', rollNumber: 'num' } }])).toEqual([]);
    expect(list.json).toHaveLength(1);
    const accepted = await call('PUT', `/api/connectUser/accept/${list.json[0]._id}`, undefined, ben.auth);
    expect(accepted.status, accepted.text).toBe(200);
    const status = await call('GET', `/api/connectUser/getStatus/${idOf(ben)}`, undefined, asha.auth);
    expect(status.json).toMatchObject({ status: 'connected', connectionsCount: 1 });
  });

  it("GET /api/connectUser lists the user's connections; DELETE remove/{id} takes the other user's _id", async () => {
    const { call } = fx.api();
    const list = await call('GET', '/api/connectUser', undefined, asha.auth);
    expect(list.status, list.text).toBe(200);
    expect(shapeProblems(list.json, [{ _id: 'str', fullName: 'str', rollNumber: 'num' }])).toEqual([]);
    expect(list.json.map((u: { _id: string }) => u._id)).toEqual([idOf(ben)]);
    const removed = await call('DELETE', `/api/connectUser/remove/${idOf(ben)}`, undefined, asha.auth);
    expect(removed.json).toEqual({ message: 'Connection removed successfully' });
    expect((await call('GET', '/api/connectUser', undefined, ben.auth)).json).toEqual([]);
  });

  it('PUT reject/{connectionId} rejects by connectionId', async () => {
    const { call } = fx.api();
    await call('POST', `/api/connectUser/connect/${idOf(asha)}`, undefined, ben.auth);
    const [request] = (await call('GET', '/api/connectUser/requests', undefined, asha.auth)).json;
    const rejected = await call('PUT', `/api/connectUser/reject/${request._id}`, undefined, asha.auth);
    expect(rejected.status, rejected.text).toBe(200);
    expect((await call('GET', '/api/connectUser/requests', undefined, asha.auth)).json).toEqual([]);
  });
});

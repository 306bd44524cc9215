import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES as M, DAILY_REQUEST_LIMIT } from '#domain/connections/connection.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertMember, signedInMember, signInAs } from '#api/test/people.ts';

let db: TestDatabase;
let admin: { id: string; auth: Record<string, string> };
const api = () => createTestApp(db.sql);
type Member = Awaited<ReturnType<typeof signedInMember>>;
const member = () => signedInMember(db.sql);

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
});
afterAll(() => db?.close());

const connect = (from: Member, to: { id: string }) => api().call('POST', `/api/connectUser/connect/${to.id}`, undefined, from.auth);
const status = async (of: Member, other: { id: string }) => (await api().call('GET', `/api/connectUser/getStatus/${other.id}`, undefined, of.auth)).json;
const requests = async (of: Member) => (await api().call('GET', '/api/connectUser/requests', undefined, of.auth)).json as { _id: string; senderUserId: { _id: string } }[];
const connections = async (of: Member) => (await api().call('GET', '/api/connectUser', undefined, of.auth)).json as { _id: string }[];
const accept = (by: Member, connectionId: string) => api().call('PUT', `/api/connectUser/accept/${connectionId}`, undefined, by.auth);
const reject = (by: Member, connectionId: string) => api().call('PUT', `/api/connectUser/reject/${connectionId}`, undefined, by.auth);
const remove = (by: Member, other: { id: string }) => api().call('DELETE', `/api/connectUser/remove/${other.id}`, undefined, by.auth);

describe('the request lifecycle', () => {
  it('a request waits for the other member, who accepts it; both are then connected and may remove it', async () => {
    const [asha, ben] = [await member(), await member()];
    const sent = await connect(asha, ben);
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ message: M.sent, status: 'pending', connectionsCount: 0 });
    expect(await status(asha, ben)).toMatchObject({ status: 'pending' });
    expect(await status(ben, asha)).toMatchObject({ status: 'received', connectionId: sent.json.connectionId });

    const waiting = await requests(ben);
    expect(waiting).toEqual([expect.objectContaining({ _id: sent.json.connectionId, senderUserId: expect.objectContaining({ _id: asha.id }) })]);
    expect(await requests(asha)).toEqual([]);

    const accepted = await accept(ben, waiting[0]!._id);
    expect(accepted.status).toBe(200);
    expect(accepted.json.message).toBe(M.accepted);
    expect(await status(asha, ben)).toMatchObject({ status: 'connected', connectionsCount: 1 });
    expect((await connections(asha)).map((p) => p._id)).toEqual([ben.id]);
    expect((await connections(ben)).map((p) => p._id)).toEqual([asha.id]);
    const profile = await api().call('GET', `/api/users/profiles/${ben.rollNumber}`, undefined, asha.auth);
    expect(profile.json[0].connections).toEqual([asha.id]);

    const removed = await remove(ben, asha);
    expect(removed.json).toEqual({ message: M.removed });
    expect(await status(asha, ben)).toMatchObject({ status: 'connect', connectionsCount: 0 });
    expect(await connections(asha)).toEqual([]);
    expect((await remove(ben, asha)).status).toBe(404);
  });

  it('asking a member who already asked you connects you both', async () => {
    const [asha, ben] = [await member(), await member()];
    await connect(asha, ben);
    const back = await connect(ben, asha);
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ message: M.accepted, status: 'connected', connectionsCount: 1 });
    expect(await requests(ben)).toEqual([]);
  });

  it('a rejected or withdrawn request is gone for both, and may be asked again', async () => {
    const [asha, ben] = [await member(), await member()];
    const { connectionId } = (await connect(asha, ben)).json;
    expect((await reject(ben, connectionId)).json).toEqual({ message: M.rejected });
    expect(await status(asha, ben)).toMatchObject({ status: 'connect' });
    expect((await accept(ben, connectionId)).json).toMatchObject({ message: M.requestGone });

    expect((await connect(asha, ben)).status).toBe(201);
    expect((await remove(asha, ben)).status).toBe(200); // withdrawn by its sender
    expect(await requests(ben)).toEqual([]);
    const late = await accept(ben, connectionId);
    expect(late.status).toBe(404);
    expect(late.json.message).toBe(M.requestGone);
  });

  it('refuses a request to oneself, to the admin, to nobody, twice, and an answer to one’s own request', async () => {
    const [asha, ben] = [await member(), await member()];
    expect(await connect(asha, asha)).toMatchObject({ status: 400, json: { message: M.self } });
    expect(await connect(asha, admin)).toMatchObject({ status: 404, json: { message: M.memberNotFound } });
    expect(await connect(asha, { id: crypto.randomUUID() })).toMatchObject({ status: 404 });
    expect(await connect(asha, { id: 'not-an-id' })).toMatchObject({ status: 404 });
    const { connectionId } = (await connect(asha, ben)).json;
    expect(await connect(asha, ben)).toMatchObject({ status: 409, json: { message: M.alreadySent } });
    expect(await accept(asha, connectionId)).toMatchObject({ status: 403, json: { message: M.ownRequest } });
    await accept(ben, connectionId);
    expect(await connect(ben, asha)).toMatchObject({ status: 409, json: { message: M.alreadyConnected } });
    expect(await reject(ben, connectionId)).toMatchObject({ status: 409 });
    expect(await accept(ben, 'nope')).toMatchObject({ status: 404 });
  });

  it('two members asking each other at once end up connected, with one row', async () => {
    const [asha, ben] = [await member(), await member()];
    const answers = await Promise.all([connect(asha, ben), connect(ben, asha)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await status(asha, ben)).toMatchObject({ status: 'connected', connectionsCount: 1 });
    const [row] = await db.sql`select count(*)::int as n from connections where ${asha.id} in (user_low, user_high) and ${ben.id} in (user_low, user_high)`;
    expect(row!.n).toBe(1);
  });

  it(`limits a member to ${DAILY_REQUEST_LIMIT} requests a day`, async () => {
    const sender = await member();
    const targets = [];
    for (let i = 0; i <= DAILY_REQUEST_LIMIT; i += 1) {
      const student = await insertMember(db.sql, {}, 'scrypt$no-login');
      const [user] = await db.sql<{ id: string }[]>`select id from users where roll_number = ${student.rollNumber}`;
      targets.push(user!);
    }
    for (const target of targets.slice(0, DAILY_REQUEST_LIMIT)) expect((await connect(sender, target)).status).toBe(201);
    const over = await connect(sender, targets.at(-1)!);
    expect(over).toMatchObject({ status: 429, json: { message: M.tooMany } });
  });
});

describe('who may call what', () => {
  const paths = (other: string, connectionId: string) =>
    [
      ['GET', '/api/connectUser'],
      ['GET', '/api/connectUser/requests'],
      ['GET', `/api/connectUser/getStatus/${other}`],
      ['POST', `/api/connectUser/connect/${other}`],
      ['PUT', `/api/connectUser/accept/${connectionId}`],
      ['PUT', `/api/connectUser/reject/${connectionId}`],
      ['DELETE', `/api/connectUser/remove/${other}`],
    ] as const;

  it('visitors are asked to sign in and the admin is refused on every call', async () => {
    const [asha, ben] = [await member(), await member()];
    const { connectionId } = (await connect(asha, ben)).json;
    for (const [method, path] of paths(ben.id, connectionId)) {
      expect((await api().call(method, path)).status, `${method} ${path} as visitor`).toBe(401);
      expect((await api().call(method, path, undefined, admin.auth)).status, `${method} ${path} as admin`).toBe(403);
    }
  });

  it('a third member can neither answer nor see a request between two others', async () => {
    const [asha, ben, cleo] = [await member(), await member(), await member()];
    const { connectionId } = (await connect(asha, ben)).json;
    expect((await accept(cleo, connectionId)).status).toBe(404);
    expect((await reject(cleo, connectionId)).status).toBe(404);
    expect(await requests(cleo)).toEqual([]);
    expect(await status(ben, asha)).toMatchObject({ status: 'received' });
  });
});

describe('privacy follows the connection', () => {
  it("'My connections' details show once connected and hide again once removed", async () => {
    const [asha, ben] = [await member(), await member()];
    await api().call('PUT', '/api/users/privacy', { company: 'connections', resume: 'connections' }, ben.auth);
    await api().call('POST', '/api/users/addUserJobInfo', { position: 'Engineer', companyName: 'Tidewater Labs', location: 'Kochi' }, ben.auth);
    const seen = async () => (await api().call('GET', `/api/users/profiles/${ben.rollNumber}`, undefined, asha.auth)).json[0];
    expect(await seen()).toMatchObject({ email: null, jobId: { companyName: '' } });

    const { connectionId } = (await connect(asha, ben)).json;
    expect((await seen()).email).toBeNull(); // a request is not a connection
    await accept(ben, connectionId);
    expect(await seen()).toMatchObject({ email: ben.email, jobId: { companyName: 'Tidewater Labs' } });
    const found = await api().call('POST', '/api/search', { query: 'Tidewater' }, asha.auth);
    expect(found.json.users.map((u: { _id: string }) => u._id)).toEqual([ben.id]);

    await remove(asha, ben);
    expect(await seen()).toMatchObject({ email: null, jobId: { companyName: '' } });
    expect((await api().call('POST', '/api/search', { query: 'Tidewater' }, asha.auth)).json.users).toEqual([]);
  });
});

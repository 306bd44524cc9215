// ADR 0132 in workerd: the Durable Object hub ends a revoked session's streams (its LISTEN hears
// the revocation, whichever isolate or process committed it) and holds ten streams a member.
// PGlite is one session: the hub's own LISTEN connection would never hear the worker's commits,
// so these need a Postgres server (DATABASE_URL), as worker.test.ts's live test does.
import { describe, expect, it } from 'vitest';
import { LIVE_MAX_STREAMS_PER_MEMBER } from '#domain/sync/live.ts';
import { validJob } from '#api/test/jobs.ts';
import { recordResponse } from '#api/test/leak-check.ts';
import { openLiveStream } from '#api/test/live-stream.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, insertMember } from '#api/test/people.ts';
import { useTestWorker } from '#api/test/worker-fixture.ts';

const fx = useTestWorker({ setup: (db) => insertAdmin(db.sql) });
type Auth = Record<string, string>;
type Stream = Awaited<ReturnType<typeof openLiveStream>>;

async function call(method: string, path: string, body?: object, headers: Auth = {}) {
  const res = await fx.worker.fetch(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  recordResponse(`worker ${method} ${path}`, text, new Headers([...res.headers]));
  return { status: res.status, json: () => JSON.parse(text) };
}
const signIn = async (rollNumberOrEmail: string, password = MEMBER_PASSWORD, role?: string): Promise<Auth> => {
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail, password, ...(role ? { role } : {}) });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
};
const stream = async (auth: Auth) => {
  const s = await openLiveStream((path, init) => fx.worker.fetch(`http://localhost${path}`, init as never) as never, auth);
  expect(s.status).toBe(200);
  await s.ready();
  return s;
};
/** Whether the server ended the stream within `ms` (a bounded wait on the condition). */
const endsWithin = (s: Stream, ms: number) => Promise.race([s.ended.then(() => true), new Promise<false>((resolve) => setTimeout(resolve, ms, false))]);
const endReason = async (s: Stream) => JSON.parse((await s.next((e) => e.event === 'end'))?.data ?? 'null') as { reason: string } | null;
const hearsNextJob = async (s: Stream, auth: Auth) => {
  expect((await call('POST', '/api/jobDetail', validJob(), auth)).status).toBe(201);
  expect(await s.nextPoke((p) => p.table === 'jobs')).toMatchObject({ table: 'jobs' });
};

// Skipped on PGlite: it is one session, so the hub's LISTEN would never hear another connection's
// commits; the worker always runs against a Postgres server.
describe.skipIf(!process.env.DATABASE_URL)('live streams in workerd (needs a Postgres server: skipped on PGlite, one session)', () => {
  it("ends a signed-out session's stream within a second, and not the member's other device's", async () => {
    const m = await insertMember(fx.db.sql, { batch: '1981-1985' });
    const [phone, laptop] = [await signIn(m.rollNumber), await signIn(m.rollNumber)];
    const [phoneStream, laptopStream] = [await stream(phone), await stream(laptop)];
    expect((await call('POST', '/api/users/logout', undefined, phone)).status).toBe(200);
    expect(await endsWithin(phoneStream, 1000)).toBe(true);
    expect(await endReason(phoneStream)).toEqual({ reason: 'revoked' });
    expect((await call('GET', '/api/sync/live', undefined, phone)).status).toBe(401);
    await hearsNextJob(laptopStream, laptop);
    await laptopStream.close();
  });

  it('ends every stream of a member an admin suspends within a second', async () => {
    const m = await insertMember(fx.db.sql, { batch: '1982-1986' });
    const streams = [await stream(await signIn(m.rollNumber)), await stream(await signIn(m.rollNumber))];
    const [{ id }] = await fx.db.sql<[{ id: string }]>`select id::text from users where roster_id = ${m.id}`;
    const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    expect((await call('POST', `/api/admin/members/${id}/suspend`, { reason: 'Spam in the job board.' }, admin)).status).toBe(200);
    expect(await Promise.all(streams.map((s) => endsWithin(s, 1000)))).toEqual([true, true]);
    for (const s of streams) expect(await endReason(s)).toEqual({ reason: 'revoked' });
  });

  it("ends a member's oldest stream when they open an eleventh", async () => {
    const m = await insertMember(fx.db.sql, { batch: '1983-1987' });
    const auth = await signIn(m.rollNumber);
    const streams: Stream[] = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_MEMBER; i++) streams.push(await stream(auth));
    const eleventh = await stream(auth);
    expect(await endsWithin(streams[0]!, 1000)).toBe(true);
    expect(await endReason(streams[0]!)).toEqual({ reason: 'replaced' });
    await hearsNextJob(eleventh, auth);
    expect(streams.slice(1).every((s) => !s.pending().some((e) => e.event === 'end'))).toBe(true);
    await Promise.all([...streams.slice(1), eleventh].map((s) => s.close()));
  });
});

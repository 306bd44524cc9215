import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MAX_STREAMS_PER_MEMBER } from '#domain/sync/live.ts';
import { validJob } from '#api/test/jobs.ts';
import { openLiveStream } from '#api/test/live-stream.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEMBER_PASSWORD, insertAdmin, signInAs, signedInMember } from '#api/test/people.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { revokedSessions } from './relay-pokes.ts';
import { startLiveHub } from './start-live-hub.ts';

// ADR 0132: a session revoked by any process (logout, suspension) ends its open streams at once,
// through the LISTEN every hub holds; and one member holds ten streams at most.

let db: TestDatabase;
// Two hubs on one database: two `npm start` processes behind a balancer.
let hubA: Awaited<ReturnType<typeof startLiveHub>>;
let hubB: Awaited<ReturnType<typeof startLiveHub>>;
const on = (hub: typeof hubA) => createTestApp(db.sql, { live: hub.channel });
type Auth = Record<string, string>;
type Stream = Awaited<ReturnType<typeof openLiveStream>>;
const stream = async (hub: typeof hubA, auth: Auth) => {
  const s = await openLiveStream((path, init) => on(hub).app.request(path, init), auth);
  expect(s.status).toBe(200);
  await s.ready();
  return s;
};
/** Whether the server ended the stream within `ms` (a bounded wait on the condition). */
const endsWithin = (s: Stream, ms: number) => Promise.race([s.ended.then(() => true), new Promise<false>((resolve) => setTimeout(resolve, ms, false))]);
const endReason = async (s: Stream) => JSON.parse((await s.next((e) => e.event === 'end'))?.data ?? 'null') as { reason: string } | null;
/** A second sign-in of the same member: another device, another session. */
const secondDevice = async (m: { rollNumber: string }) => (await signInAs(db.sql, m.rollNumber, MEMBER_PASSWORD)).auth;
const postJob = async (auth: Auth) => expect((await on(hubA).call('POST', '/api/jobDetail', validJob(), auth)).status).toBe(201);

beforeAll(async () => {
  db = await createTestDatabase();
  [hubA, hubB] = [await startLiveHub(db), await startLiveHub(db)];
  await insertAdmin(db.sql);
});
afterAll(async () => {
  await hubA?.stop();
  await hubB?.stop();
  await db?.close();
});

describe('a revoked session and its live streams', () => {
  it("ends the stream of a session signed out on another process within a second, and only that session's", async () => {
    const m = await signedInMember(db.sql, { batch: '1971-1975' });
    const laptop = await secondDevice(m);
    const [phoneStream, laptopStream] = [await stream(hubB, m.auth), await stream(hubA, laptop)];
    expect((await on(hubA).call('POST', '/api/users/logout', undefined, m.auth)).status).toBe(200);
    expect(await endsWithin(phoneStream, 1000)).toBe(true);
    expect(await endReason(phoneStream)).toEqual({ reason: 'revoked' });
    // Reopened with the signed-out token: refused, as before.
    expect((await on(hubB).call('GET', '/api/sync/live', undefined, m.auth)).status).toBe(401);
    // The member's laptop is another session: its stream still hears the next change.
    await postJob(laptop);
    expect(await laptopStream.nextPoke((p) => p.table === 'jobs')).toMatchObject({ table: 'jobs' });
    expect(laptopStream.pending().some((e) => e.event === 'end')).toBe(false);
    await laptopStream.close();
  });

  it("ends every stream of a member an admin suspends, on every process, within a second", async () => {
    const m = await signedInMember(db.sql, { batch: '1972-1976' });
    const bystander = await signedInMember(db.sql, { batch: '1973-1977' });
    const streams = [await stream(hubA, m.auth), await stream(hubB, await secondDevice(m))];
    const other = await stream(hubB, bystander.auth);
    const admin = await signInAs(db.sql, ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
    const suspended = await on(hubA).call('POST', `/api/admin/members/${m.id}/suspend`, { reason: 'Spam in the job board.' }, admin.auth);
    expect(suspended.status).toBe(200);
    expect(await Promise.all(streams.map((s) => endsWithin(s, 1000)))).toEqual([true, true]);
    for (const s of streams) expect(await endReason(s)).toEqual({ reason: 'revoked' });
    await postJob(bystander.auth);
    expect(await other.nextPoke((p) => p.table === 'jobs')).toMatchObject({ table: 'jobs' });
    await other.close();
  });

  it('tells which of a list of sessions are revoked or unknown (checked when a LISTEN comes back)', async () => {
    const [live, revoked] = [await signedInMember(db.sql, { batch: '1974-1978' }), await signedInMember(db.sql, { batch: '1975-1979' })];
    const sid = async (id: string) => (await db.sql<{ id: string }[]>`select id::text from sessions where user_id = ${id}`)[0]!.id;
    const [liveSid, revokedSid] = [await sid(live.id), await sid(revoked.id)];
    await db.sql`update sessions set revoked_at = now() where id = ${revokedSid}`;
    const unknown = crypto.randomUUID();
    expect((await revokedSessions(db.sql, [liveSid, revokedSid, unknown])).sort()).toEqual([revokedSid, unknown].sort());
    expect(await revokedSessions(db.sql, [])).toEqual([]);
  });
});

describe('streams per member', () => {
  it(`ends a member's oldest stream when they open an eleventh, saying it was replaced`, async () => {
    const m = await signedInMember(db.sql, { batch: '1976-1980' });
    const streams: Stream[] = [];
    for (let i = 0; i < LIVE_MAX_STREAMS_PER_MEMBER; i++) streams.push(await stream(hubA, m.auth));
    expect(LIVE_MAX_STREAMS_PER_MEMBER).toBe(10);
    const eleventh = await stream(hubA, m.auth);
    expect(await endsWithin(streams[0]!, 1000)).toBe(true);
    expect(await endReason(streams[0]!)).toEqual({ reason: 'replaced' });
    // The other ten are open and hear the next change.
    await postJob(m.auth);
    for (const s of [...streams.slice(1), eleventh]) expect(await s.nextPoke((p) => p.table === 'jobs')).toMatchObject({ table: 'jobs' });
    await Promise.all([...streams.slice(1), eleventh].map((s) => s.close()));
  });
});

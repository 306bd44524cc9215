import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '#domain/jobs/job-filters.ts';
import { validJob } from '#api/test/jobs.ts';
import { openLiveStream } from '#api/test/live-stream.ts';
import { signedInMember } from '#api/test/people.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { startLiveHub } from './start-live-hub.ts';

// Issue 30: a change that commits pokes the open streams of the members who may see it, through a
// LISTEN on the database; a stream never hears another member's pokes.

let db: TestDatabase;
let live: Awaited<ReturnType<typeof startLiveHub>>;
const api = () => createTestApp(db.sql, { live: live.channel });
type Member = Awaited<ReturnType<typeof signedInMember>>;
// Each member in a batch of their own: a batch-mate's sign-up pokes the batch (their classmate card).
let batches = 0;
const member = () => {
  batches += 1;
  return signedInMember(db.sql, { batch: `${1950 + batches}-${1954 + batches}` });
};
const stream = async (who: Member, headers: Record<string, string> = {}) => {
  const s = await openLiveStream((path, init) => api().app.request(path, init), { ...who.auth, ...headers });
  expect(s.status).toBe(200);
  await s.ready();
  return s;
};
const postJob = async (who: Member) => expect((await api().call('POST', '/api/jobDetail', validJob(), who.auth)).status).toBe(201);

beforeAll(async () => {
  db = await createTestDatabase();
  live = await startLiveHub(db);
});
afterAll(async () => {
  await live?.stop();
  await db?.close();
});

describe('GET /api/sync/live', () => {
  it('asks for a session, and says so when the server has no live channel', async () => {
    const visitor = await api().call('GET', '/api/sync/live');
    expect(visitor.status).toBe(401);
    const signedIn = await member();
    const without = await createTestApp(db.sql).call('GET', '/api/sync/live', undefined, signedIn.auth);
    expect(without.status).toBe(503);
    expect(without.json.message).toBe('Live updates are not available on this server');
  });

  it("pokes every open app when a member answers a question, with the table and the version it reached", async () => {
    const [asker, alum] = [await member(), await member()];
    const [askerStream, alumStream] = [await stream(asker), await stream(alum)];
    expect(askerStream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const q = await api().call('POST', '/api/query/question', { title: 'How do I prepare for campus placements?', content: 'Which topics and mock tests helped you most?', category: 'Academic' }, asker.auth);
    expect(q.status).toBe(201);
    await askerStream.nextPoke((p) => p.table === 'questions');
    expect((await api().call('POST', `/api/query/${q.json.question._id}/answer`, { answer: 'Start with aptitude, then data structures.' }, alum.auth)).status).toBe(201);
    const poke = await askerStream.nextPoke((p) => p.table === 'answers');
    const [{ newest }] = await db.sql<[{ newest: string }]>`select max(version)::text as newest from answers`;
    expect(poke).toEqual({ table: 'answers', version: Number(newest), id: newest });
    // The answerer's other devices hear it too; the pull decides what anyone sees.
    expect(await alumStream.nextPoke((p) => p.table === 'answers')).toMatchObject({ version: Number(newest) });
    await Promise.all([askerStream.close(), alumStream.close()]);
  });

  it("never carries another member's pokes: a job alert and a connection request poke only their members", async () => {
    const [a, b, c] = [await member(), await member(), await member()];
    const [sa, sb, sc] = [await stream(a), await stream(b), await stream(c)];
    expect((await api().call('POST', '/api/jobAlerts', { filters: { ...EMPTY_FILTERS, location: 'pune' } }, a.auth)).status).toBe(201);
    expect(await sa.nextPoke()).toMatchObject({ table: 'jobAlerts' });
    expect((await api().call('POST', `/api/connectUser/connect/${b.id}`, undefined, a.auth)).status).toBe(201);
    // A job everyone may see is the marker: what came before it on a stream is all it was sent.
    await postJob(c);
    const before = async (s: Awaited<ReturnType<typeof stream>>) => {
      const got: string[] = [];
      for (let p = await s.nextPoke(); p && p.table !== 'jobs'; p = await s.nextPoke()) got.push(p.table!);
      return got;
    };
    expect(await before(sa)).toContain('connections');
    expect(await before(sb)).toEqual(expect.arrayContaining(['connections', 'notifications']));
    expect(await before(sc)).toEqual([]);
    await Promise.all([sa.close(), sb.close(), sc.close()]);
  });

  it('pokes nobody for a change that did not commit, nor for one undone in a savepoint', async () => {
    const a = await member();
    const job = await api().call('POST', '/api/jobDetail', validJob(), a.auth);
    const [{ version: first }] = await db.sql<[{ version: string }]>`select version from jobs where id = ${job.json.job._id}`;
    const sa = await stream(a);
    const touch = (tx: typeof db.sql) => tx`update jobs set title = title where id = ${job.json.job._id}`;
    await expect(db.sql.begin(async (tx) => {
      await touch(tx as never);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await db.sql.begin(async (tx) => {
      await tx.savepoint(async (sp) => {
        await touch(sp as never);
        throw new Error('undone');
      }).catch(() => {});
    });
    const posted = await api().call('POST', '/api/jobDetail', validJob(), a.auth);
    const [{ version }] = await db.sql<[{ version: string }]>`select version from jobs where id = ${posted.json.job._id}`;
    // The first poke the stream hears after the first job's is the new job's: nothing between them
    // (the two undone updates took versions in between). The first job's own poke may still be on
    // its way when the stream opens (seen under load), so it is passed over.
    expect(await sa.nextPoke((p) => !(p.table === 'jobs' && p.version <= Number(first)))).toMatchObject({ table: 'jobs', version: Number(version) });
    await sa.close();
  });

  it('opens with a catch-up poke when the client reconnects behind the newest version', async () => {
    const a = await member();
    const first = await stream(a);
    await postJob(a);
    const heard = await first.nextPoke();
    await first.close();
    await postJob(a); // committed while the app was away

    const again = await stream(a, { 'last-event-id': heard!.id! });
    const caughtUp = await again.nextPoke();
    expect(caughtUp!.table).toBeUndefined();
    expect(caughtUp!.version).toBeGreaterThan(heard!.version);
    await again.close();

    const current = await stream(a, { 'last-event-id': String(caughtUp!.version) });
    await postJob(a);
    expect(await current.nextPoke()).toMatchObject({ table: 'jobs' }); // the first poke is the new job's: no catch-up
    await current.close();
  });

  it('takes any Last-Event-ID a client sends without a 5xx, catching up only from a plain version', async () => {
    const a = await member();
    for (const id of ['-1', '1e3', '99999999999999999999', '', '12 34']) {
      const s = await stream(a, { 'last-event-id': id });
      await postJob(a);
      expect((await s.nextPoke())!.table).toBe('jobs'); // no catch-up poke came first
      await s.close();
    }
    const fromZero = await stream(a, { 'last-event-id': '0' });
    expect((await fromZero.nextPoke())!.table).toBeUndefined();
    await fromZero.close();
  });

  it('lets go of a stream when its client goes', async () => {
    const a = await member();
    const before = live.hub.size;
    const s = await stream(a);
    expect(live.hub.size).toBe(before + 1);
    await s.close();
    await expect.poll(() => live.hub.size).toBe(before);
  });
});

// Bad input is a 4xx in words, never a 5xx (docs/decisions/0050-bad-input-never-5xx.md).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { staticAssets } from './static-assets.ts';
import { jobArgs, validJob } from './test/jobs.ts';
import { useSyncFixture } from './test/sync-fixture.ts';
import { createTestApp, testConfig } from './test/test-app.ts';

const fx = useSyncFixture();
const nulRefusal = (field: string) => ({ message: NUL_MESSAGE, code: 'invalid', issues: [{ path: field, message: NUL_MESSAGE }] });

describe('a NUL character in a text', () => {
  it('is a 400 naming the field, for every form, and nothing is saved', async () => {
    const { call } = fx.api();
    const contact = await call('POST', '/api/contactus', { name: 'Asha Rao', email: 'asha@example.com', message: 'Hello\u0000 campus, hello.' });
    expect(contact).toMatchObject({ status: 400, json: nulRefusal('message') });
    const job = await call('POST', '/api/jobDetail', validJob({ description: 'Build accessible\u0000 web apps.' }), fx.auth.a);
    expect(job).toMatchObject({ status: 400, json: nulRefusal('description') });
    const question = await call('POST', '/api/query/question', { title: 'NUL\u0000 question', content: 'Some details here.' }, fx.auth.a);
    expect(question).toMatchObject({ status: 400, json: nulRefusal('title') });
    const asked = await call('POST', '/api/query/question', { title: 'A fine question', content: 'Some details here.' }, fx.auth.a);
    const answer = await call('POST', `/api/query/${asked.json.question._id}/answer`, { answer: 'An\u0000 answer' }, fx.auth.b);
    expect(answer).toMatchObject({ status: 400, json: nulRefusal('answer') });
    const answered = await call('POST', `/api/query/${asked.json.question._id}/answer`, { answer: 'An answer' }, fx.auth.b);
    const comment = await call('POST', `/api/query/answer/${answered.json.answerId}/comment`, { content: 'A\u0000 comment' }, fx.auth.a);
    expect(comment).toMatchObject({ status: 400, json: nulRefusal('content') });
    const student = {
      fullName: 'Ishaan Reddy',
      email: 'ishaan.nul@students.example.edu',
      rollNumber: '202003000778',
      gender: 'Male',
      batch: '2020-2024',
      branch: 'Mechanical\u0000',
      course: 'B.Tech',
      cgpa: '7.5',
    };
    expect(await call('POST', '/api/admin/add-edit-Data', student, fx.auth.admin)).toMatchObject({ status: 400, json: nulRefusal('branch') });
    const [{ n }] = (await fx.db.sql`
      select (select count(*) from contact_messages) + (select count(*) from college_data where roll_number = 202003000778) as n`) as unknown as [{ n: string }];
    expect(Number(n)).toBe(0);
  });

  it('in a synced mutation\'s name or args is a rejected mutation, and the queue goes on past it', async () => {
    const clientId = randomUUID();
    const [nulNamed, fine] = [jobArgs(), jobArgs()];
    const res = await fx.push('a', clientId, [
      { id: 1, name: 'createJob\u0000', args: nulNamed },
      { id: 2, name: 'askQuestion', args: { id: randomUUID(), title: 'A\u0000 question', content: 'Some details here.' } },
      { id: 3, name: 'createJob', args: fine },
    ]);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      lastMutationId: 3,
      results: [
        { id: 1, status: 'rejected', code: 'unknown_mutation', message: "Unknown mutation 'createJob\\u0000'" },
        { id: 2, status: 'rejected', code: 'invalid', message: NUL_MESSAGE },
        { id: 3, status: 'applied' },
      ],
    });
    // A lost answer is replayed to the same outcome, NUL name and all.
    const replay = await fx.push('a', clientId, [{ id: 1, name: 'createJob\u0000', args: nulNamed }]);
    expect(replay.json.results).toEqual([res.json.results[0]]);
    expect(await fx.count('jobs', fine.id)).toBe(1);
  });
});

describe('numeric query parameters', () => {
  it('of 2^63 and more are a 400 in words, for visitors too', async () => {
    const { call } = fx.api();
    const huge = '99999999999999999999';
    for (const [path, auth, message] of [
      [`/api/jobDetail?offset=${huge}`, {}, 'offset must be a whole number from 0 to 1,000,000'],
      ['/api/jobDetail?offset=9223372036854775808', fx.auth.a, 'offset must be a whole number from 0 to 1,000,000'],
      [`/api/jobDetail?limit=${huge}`, {}, 'limit must be a whole number from 1 to 1,000'],
      [`/api/query?offset=${huge}`, fx.auth.a, 'offset must be a whole number from 0 to 1,000,000'],
      [`/api/sync/pull?cursor=${huge}`, fx.auth.a, 'cursor must be a whole number from 0 to 9,007,199,254,740,991'],
      [`/api/admin/all-Data?page=${huge}`, fx.auth.admin, 'Page must be a whole number from 1 to 1,000,000'],
    ] as const) {
      const res = await call('GET', path, undefined, auth);
      expect({ path, status: res.status, message: res.json?.message }).toEqual({ path, status: 400, message });
    }
    expect((await call('GET', '/api/jobDetail?offset=1000000')).json).toEqual([]);
  });
});

describe('a malformed percent-escape in a path', () => {
  it('is the app\'s 404 page for a page, a 404 for a file or an API path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'alumni-assets-'));
    try {
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>Alumni Portal</title>');
      const { call } = createTestApp(fx.db.sql, { serveAssets: staticAssets(dir) });
      for (const path of ['/%zz', '/jobs/%E0%A4%A', '/%']) {
        const page = await call('GET', path, undefined, { accept: 'text/html' });
        expect({ path, status: page.status, text: page.text }).toEqual({ path, status: 200, text: '<!doctype html><title>Alumni Portal</title>' });
        expect((await call('GET', path, undefined, { accept: '*/*' })).status).toBe(404);
      }
      expect(await call('GET', '/api/%zz')).toMatchObject({ status: 404, json: { code: 'not_found' } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a token signed with the server\'s secret', () => {
  it('whose user or session id is not a UUID is a 401, not a 500', async () => {
    const { call } = fx.api();
    const sign = (sub: string, sid: string) =>
      new SignJWT({ role: 'member', sid, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('alumni-portal')
        .setIssuedAt(Math.floor(fx.clock.now().getTime() / 1000))
        .setExpirationTime(Math.floor(fx.clock.now().getTime() / 1000) + 600)
        .sign(new TextEncoder().encode(testConfig.jwtSecret));
    for (const [sub, sid] of [
      ['not-a-uuid', randomUUID()],
      [fx.userId.a, '1 or 1=1'],
      [fx.userId.a, ''],
    ]) {
      const res = await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${await sign(sub!, sid!)}` });
      expect(res).toMatchObject({ status: 401, json: { code: 'unauthenticated' } });
    }
  });
});

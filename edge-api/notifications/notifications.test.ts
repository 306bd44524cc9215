import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { EMPTY_FILTERS } from '#domain/jobs/job-filters.ts';
import { JOB_ALERT_MESSAGES, MAX_JOB_ALERTS } from '#domain/jobs/job-alert.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock, testConfig } from '#api/test/test-app.ts';
import { jobArgs } from '#api/test/jobs.ts';
import { signedInMember } from '#api/test/people.ts';
import { startPushService } from '#api/test/push-service.ts';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { createDeliver } from '../outbox/deliver.ts';
import { createDispatcher } from '../outbox/dispatcher.ts';
import { sendDigests } from './digest-job.ts';

// Issue 29: the writes that concern a member leave a line in their inbox (grouped), which only they
// pull, and reach their push and e-mail as they chose when the dispatcher sends.

let db: TestDatabase;
let service: Awaited<ReturnType<typeof startPushService>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let deliver: ReturnType<typeof createDeliver>;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@alumni.example.edu' };
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const api = () => createTestApp(db.sql, { clock, config: { vapidPublicKey: vapid.publicKey } });
type Member = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startPushService();
  sink = await startSmtpSink();
  deliver = createDeliver({ smtpUrl: sink.url, mailFrom: 'portal@alumni.example.edu', secret: testConfig.jwtSecret, appUrl: testConfig.appUrl, sql: db.sql, push: { sql: db.sql, vapid } });
});
afterAll(async () => {
  deliver?.close();
  await sink?.close();
  await service?.close();
  await db?.close();
});
beforeEach(() => {
  service.received.length = 0;
  sink.mails.length = 0;
});

const drain = async (at: { now(): Date } = clock) => {
  const dispatcher = createDispatcher({ sql: db.sql, clock: at, deliver: deliver.deliver });
  while ((await dispatcher.runOnce()) > 0);
};
const ask = async (who: Member, title = 'How do I prepare for campus placements?') =>
  (await api().call('POST', '/api/query/question', { title, content: 'Which topics and mock tests helped you most?', category: 'Academic' }, who.auth)).json.question._id as string;
const answer = (who: Member, questionId: string, text = 'Start with aptitude, then data structures.') =>
  api().call('POST', `/api/query/${questionId}/answer`, { answer: text }, who.auth);
const inbox = async (who: Member) => (await api().call('GET', '/api/notifications', undefined, who.auth)).json;
const pulledLines = async (who: Member) => (await api().call('GET', '/api/sync/pull?cursor=0', undefined, who.auth)).json.changes.notifications;
const settings = (who: Member, change: unknown) => api().call('PUT', '/api/notifications/settings', change, who.auth);
const subscribe = async (who: Member) => {
  const device = service.subscribe();
  expect((await api().call('POST', '/api/push/subscription', device, who.auth)).status).toBe(201);
  return device;
};

describe('the inbox', () => {
  it('two answers on my question are one line, only I pull it, and my own answer tells nobody', async () => {
    const [asker, alum, other] = [await signedInMember(db.sql), await signedInMember(db.sql, { fullName: 'Meera Alum' }), await signedInMember(db.sql)];
    const questionId = await ask(asker);
    await answer(asker, questionId, 'Answering myself, for the record.');
    expect((await inbox(asker)).notifications).toEqual([]);

    await answer(alum, questionId);
    expect((await inbox(asker)).notifications).toMatchObject([{ kind: 'answer', count: 1, text: "Meera Alum answered 'How do I prepare for campus placements?'" }]);
    clock.advance(60_000);
    await answer(other, questionId);
    const { notifications, unread } = await inbox(asker);
    expect(unread).toBe(1);
    expect(notifications).toMatchObject([
      { kind: 'answer', count: 2, text: "2 new answers on 'How do I prepare for campus placements?'", url: `/query/${questionId}`, readAt: null, subject: { type: 'question', id: questionId } },
    ]);
    // Sync carries the same line to the asker's devices, and nobody else's.
    expect(await pulledLines(asker)).toEqual(notifications);
    expect(await pulledLines(alum)).toEqual([]);
    expect(await pulledLines(other)).toEqual([]);
    expect((await api().call('PUT', `/api/notifications/${notifications[0]._id}/read`, undefined, other.auth)).status).toBe(404);
  });

  it('read lines stay read; the next answer starts a new line; mark all read stops at what was seen', async () => {
    const [asker, alum] = [await signedInMember(db.sql), await signedInMember(db.sql)];
    const questionId = await ask(asker, 'Which electives lead to data roles?');
    await answer(alum, questionId);
    const [first] = (await inbox(asker)).notifications;
    // Read through a sync push, as a device does; a replay changes nothing.
    const mutations = [{ id: 1, name: 'markNotificationRead', args: { id: first._id } }];
    const clientId = randomUUID();
    expect((await api().call('POST', '/api/sync/push', { clientId, mutations }, asker.auth)).json.results).toEqual([{ id: 1, status: 'applied' }]);
    expect((await inbox(asker)).unread).toBe(0);

    clock.advance(60_000);
    await answer(alum, questionId, 'A second thought.');
    const seenUpTo = (await inbox(asker)).notifications[0].updatedAt;
    clock.advance(60_000);
    const second = await ask(asker, 'Is a minor in economics worth it?');
    await answer(alum, second);
    expect((await inbox(asker)).notifications.map((n: { count: number; readAt: string | null }) => [n.count, n.readAt === null])).toEqual([
      [1, true],
      [1, true],
      [1, false],
    ]);
    const all = await api().call('PUT', '/api/notifications/read-all', { upTo: seenUpTo }, asker.auth);
    expect(all.json.unread).toBe(1); // the line that came after what was seen
    expect((await api().call('PUT', '/api/notifications/read-all', { upTo: 'yesterday' }, asker.auth)).status).toBe(400);
  });
});

describe('channels', () => {
  it('push off for answers after the answer was queued: nothing is pushed, the inbox still has it', async () => {
    const [asker, alum] = [await signedInMember(db.sql), await signedInMember(db.sql, { fullName: 'Ravi Alum' })];
    await subscribe(asker);
    const questionId = await ask(asker, 'Where do alumni meet in Pune?');
    await answer(alum, questionId);
    expect((await settings(asker, { channels: { answer: { push: false } } })).json.settings.channels.answer).toEqual({ push: false, email: false });
    await drain();
    expect(service.received).toEqual([]);
    expect((await inbox(asker)).notifications).toMatchObject([{ kind: 'answer', text: "Ravi Alum answered 'Where do alumni meet in Pune?'" }]);

    // Turned back on: the next answer's push goes, collapsing under its line's topic and tag.
    await settings(asker, { channels: { answer: { push: true } } });
    await (await api().call('PUT', '/api/notifications/read-all', undefined, asker.auth)).json;
    await answer(alum, questionId, 'And on the first Sunday of each month.');
    await drain();
    expect(service.received.map((r) => r.message)).toEqual([
      { title: 'New answer', body: "Ravi Alum answered 'Where do alumni meet in Pune?'", url: `/query/${questionId}`, tag: `answer:${questionId}` },
    ]);
  });

  it('a mail carries RFC 8058 one-click unsubscribe, which works signed out by POST and at once', async () => {
    const [asker, alum] = [await signedInMember(db.sql), await signedInMember(db.sql)];
    await settings(asker, { channels: { answer: { email: true } } });
    const questionId = await ask(asker, 'Any tips for the GRE?');
    await answer(alum, questionId);
    await drain();
    expect(sink.mails).toHaveLength(1);
    const [mail] = sink.mails;
    const link = /^<(https?:\/\/[^>]+)>$/.exec(mail!.listHeaders?.['list-unsubscribe'] ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${testConfig.appUrl}/api/notifications/unsubscribe\\?token=`));
    expect(mail!.listHeaders?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(link);

    // A person who opens the link is shown the app's page, which asks first.
    const path = new URL(link!).pathname + new URL(link!).search;
    const opened = await api().call('GET', path);
    expect([opened.status, opened.headers.get('location')]).toEqual([303, `/unsubscribe?token=${new URL(link!).searchParams.get('token')}`]);
    // The mail client's one-click POST, with no session.
    const { app } = api();
    const post = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(post.status).toBe(200);
    expect(await post.json()).toEqual({ what: 'answer', message: 'You will no longer get e-mails about answers to my questions.' });
    expect((await api().call('GET', '/api/notifications/settings', undefined, asker.auth)).json.settings.channels.answer).toEqual({ push: true, email: false });

    await answer(alum, questionId, 'Another answer, after unsubscribing.');
    await drain();
    expect(sink.mails).toHaveLength(1);
    const forged = path.replace(/token=([^.]+)\.(.)/, (_, body: string, c: string) => `token=${body}.${c === 'A' ? 'B' : 'A'}`);
    expect((await app.request(forged, { method: 'POST' })).status).toBe(400);
  });

  it('a digest member gets no mail per line, and one digest a day of what is unread', async () => {
    const [asker, alum] = [await signedInMember(db.sql, { fullName: 'Dia Digest' }), await signedInMember(db.sql, { fullName: 'Om Alum' })];
    await settings(asker, { channels: { answer: { email: true } }, digest: 'daily' });
    clock.advance(60_000);
    const questionId = await ask(asker, 'Hostel or flat in the final year?');
    await answer(alum, questionId);
    await drain();
    expect(sink.mails).toEqual([]);
    const ctx = (offsetMs: number) => ({ now: new Date(clock.now().getTime() + offsetMs), secret: testConfig.jwtSecret, appUrl: testConfig.appUrl });
    expect((await sendDigests(db.sql, ctx(60 * 60_000))).sent).toBe(0); // not a day yet
    expect((await sendDigests(db.sql, ctx(25 * 60 * 60_000))).sent).toBe(1);
    expect((await sendDigests(db.sql, ctx(26 * 60 * 60_000))).sent).toBe(0);
    await drain({ now: () => ctx(26 * 60 * 60_000).now });
    expect(sink.mails.map((m) => m.subject)).toEqual(['Your daily Alumni Portal digest']);
    expect(sink.mails[0]!.text).toContain("Om Alum answered 'Hostel or flat in the final year?'");
    expect(sink.mails[0]!.listHeaders?.['list-unsubscribe']).toMatch(/unsubscribe\?token=/);
  });
});

describe('job alerts', () => {
  const puneAlert = { ...EMPTY_FILTERS, location: 'pune' };

  it('fires once a day for matching jobs, never for another; replays and the cap hold', async () => {
    const [seeker, poster] = [await signedInMember(db.sql), await signedInMember(db.sql)];
    const saved = await api().call('POST', '/api/jobAlerts', { filters: puneAlert }, seeker.auth);
    expect(saved.status).toBe(201);
    expect(saved.json.alert).toMatchObject({ label: 'pune', filters: puneAlert });
    expect((await api().call('POST', '/api/jobAlerts', { filters: EMPTY_FILTERS }, seeker.auth)).json.message).toBe(JOB_ALERT_MESSAGES.noFilter);

    await subscribe(seeker);
    await settings(seeker, { channels: { 'job-alert': { push: true } } });
    const post = (location: string) => api().call('POST', '/api/jobDetail', jobArgs({ location }), poster.auth);
    expect((await post('Delhi')).status).toBe(201);
    expect((await inbox(seeker)).notifications).toEqual([]);
    expect((await post('Pune, Maharashtra')).status).toBe(201);
    expect((await post('Hinjewadi, Pune')).status).toBe(201);
    await drain();
    expect((await inbox(seeker)).notifications).toMatchObject([{ kind: 'job-alert', count: 2, text: "2 new jobs match your alert 'pune'" }]);
    expect(service.received.map((r) => (r.message as { title: string }).title)).toEqual(['New job for your alert']);
    // The poster's own jobs never alert them.
    await api().call('POST', '/api/jobAlerts', { filters: puneAlert }, poster.auth);
    await post('Pune');
    expect((await inbox(poster)).notifications).toEqual([]);

    const others = Array.from({ length: MAX_JOB_ALERTS - 1 }, (_, i) => ({ ...EMPTY_FILTERS, search: `role ${i}` }));
    for (const filters of others) expect((await api().call('POST', '/api/jobAlerts', { filters }, seeker.auth)).status).toBe(201);
    expect((await api().call('POST', '/api/jobAlerts', { filters: puneAlert }, seeker.auth)).json.message).toBe(JOB_ALERT_MESSAGES.tooMany);
    const removed = await api().call('DELETE', `/api/jobAlerts/${saved.json.alert._id}`, undefined, seeker.auth);
    expect(removed.json.alerts).toHaveLength(MAX_JOB_ALERTS - 1);
    expect((await api().call('DELETE', `/api/jobAlerts/${saved.json.alert._id}`, undefined, poster.auth)).status).toBe(404);
  });
});

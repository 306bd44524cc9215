import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp, manualClock, testConfig } from '#api/test/test-app.ts';
import { signedInMember } from '#api/test/people.ts';
import { startPushService } from '#api/test/push-service.ts';
import { startSmtpSink } from '#api/test/smtp-sink.ts';
import { createDeliver } from '../outbox/deliver.ts';
import { PUSH_NOT_SET_UP } from '../routes/push.ts';
import { createDispatcher } from '../outbox/dispatcher.ts';

// Issue 13: a connection request reaches the other member's devices as a real Web Push message,
// through a push service of our own that checks the VAPID signature and decrypts the payload.

let db: TestDatabase;
let service: Awaited<ReturnType<typeof startPushService>>;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:support@alumni.example.edu' };
const clock = manualClock();
const api = () => createTestApp(db.sql, { clock, config: { vapidPublicKey: vapid.publicKey } });
type Member = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  await db?.close();
});
beforeEach(async () => {
  await db.sql`truncate outbox`;
  service.received.length = 0;
});

const dispatcher = (at = clock) =>
  createDispatcher({
    sql: db.sql,
    clock: at,
    deliver: createDeliver({ mailFrom: 'portal@alumni.example.edu', secret: testConfig.jwtSecret, push: { sql: db.sql, vapid } }).deliver,
  });
const subscribe = async (who: Member, device = service.subscribe()) => {
  const res = await api().call('POST', '/api/push/subscription', device, who.auth);
  expect(res.status, res.text).toBe(201);
  return device;
};
const connect = (from: Member, to: Member) => api().call('POST', `/api/connectUser/connect/${to.id}`, undefined, from.auth);
const subscriptions = async (who: Member) => (await db.sql`select endpoint from push_subscriptions where user_id = ${who.id}`).map((r) => r.endpoint);

describe('Web Push for connection requests', () => {
  it('a request arrives decrypted and intact on every device of the member, with TTL, urgency and topic', async () => {
    const [asha, ben] = [await signedInMember(db.sql, { fullName: 'Asha Pushkar' }), await signedInMember(db.sql)];
    const [phone, laptop] = [await subscribe(ben), await subscribe(ben)];
    expect((await connect(asha, ben)).status).toBe(201);
    expect(await dispatcher().runOnce()).toBe(1);

    expect(service.problems).toEqual([]);
    expect(service.received.map((r) => r.path).sort()).toEqual([new URL(phone.endpoint).pathname, new URL(laptop.endpoint).pathname].sort());
    for (const { message, headers } of service.received) {
      const { connectionId } = (await db.sql<{ connectionId: string }[]>`select id as "connectionId" from connections`)[0]!;
      // 'Accept' on the notification itself: the request's id goes with it (issue 29).
      expect(message).toEqual({ title: 'New connection request', body: 'Asha Pushkar wants to connect', url: '/network', tag: 'connection-request', accept: { connectionId } });
      expect(headers).toMatchObject({ ttl: '86400', urgency: 'high', topic: 'connection-request' });
    }
    const [row] = await db.sql`select sent_at from outbox`;
    expect(row?.sent_at).not.toBeNull();
  });

  it('an accepted request tells its sender', async () => {
    const [asha, ben] = [await signedInMember(db.sql), await signedInMember(db.sql, { fullName: 'Ben Accepter' })];
    await subscribe(asha);
    const { connectionId } = (await connect(asha, ben)).json;
    await api().call('PUT', `/api/connectUser/accept/${connectionId}`, undefined, ben.auth);
    while ((await dispatcher().runOnce()) > 0);
    expect(service.received.map((r) => r.message)).toEqual([
      { title: 'Connection accepted', body: 'Ben Accepter accepted your connection request', url: `/profiles/${ben.rollNumber}`, tag: 'connection-accepted' },
    ]);
  });

  it('a 410 from the push service removes that subscription; the others stay', async () => {
    const [asha, ben] = [await signedInMember(db.sql), await signedInMember(db.sql)];
    const gone = await subscribe(ben);
    const kept = await subscribe(ben);
    service.answerNext(410);
    await connect(asha, ben);
    await dispatcher().runOnce();
    expect(await subscriptions(ben)).toHaveLength(1);
    expect([gone.endpoint, kept.endpoint]).toContain((await subscriptions(ben))[0]);
  });

  it('a 503 is retried with back-off and the message is delivered once', async () => {
    const [asha, ben] = [await signedInMember(db.sql), await signedInMember(db.sql)];
    await subscribe(ben);
    service.answerNext(503);
    await connect(asha, ben);
    // The dispatcher's own clock moves on; the API's stays, so the members' sessions stay valid.
    const later = manualClock(clock.now());
    const d = dispatcher(later);
    expect(await d.runOnce()).toBe(1);
    expect(service.received).toHaveLength(0);
    const [waiting] = await db.sql`select sent_at, last_error from outbox`;
    expect(waiting).toMatchObject({ sent_at: null, last_error: expect.stringContaining('answered 503') });
    expect(await d.runOnce()).toBe(0); // backing off
    later.advance(60 * 60_000);
    expect(await d.runOnce()).toBe(1);
    later.advance(24 * 60 * 60_000);
    expect(await d.runOnce()).toBe(0);
    expect(service.received).toHaveLength(1);
  });
});

describe('/api/push', () => {
  it('gives members the public key; the admin and visitors are refused; a server without keys says so', async () => {
    const me = await signedInMember(db.sql);
    expect((await api().call('GET', '/api/push/key', undefined, me.auth)).json).toEqual({ publicKey: vapid.publicKey });
    expect((await api().call('GET', '/api/push/key')).status).toBe(401);
    const none = await createTestApp(db.sql).call('GET', '/api/push/key', undefined, me.auth);
    expect(none.json).toEqual({ publicKey: null, message: PUSH_NOT_SET_UP });
  });

  it('an endpoint belongs to the member who subscribed last with it; one removes only its own', async () => {
    const [asha, ben] = [await signedInMember(db.sql), await signedInMember(db.sql)];
    const shared = await subscribe(asha);
    await subscribe(ben, shared);
    expect(await subscriptions(asha)).toEqual([]);
    expect(await subscriptions(ben)).toEqual([shared.endpoint]);
    await api().call('DELETE', '/api/push/subscription', { endpoint: shared.endpoint }, asha.auth);
    expect(await subscriptions(ben)).toEqual([shared.endpoint]);
    await api().call('DELETE', '/api/push/subscription', { endpoint: shared.endpoint }, ben.auth);
    expect(await subscriptions(ben)).toEqual([]);
  });

  it('refuses a subscription that is not one: plain http elsewhere, bad keys, NUL bytes, wrong types', async () => {
    const me = await signedInMember(db.sql);
    const good = service.subscribe();
    const invalid = 'This browser sent a push subscription the server cannot use';
    for (const [body, message] of [
      [{ ...good, endpoint: 'http://push.example.com/abc' }, invalid],
      [{ ...good, endpoint: 'javascript:alert(1)' }, invalid],
      [{ ...good, keys: { p256dh: 'not base64!', auth: good.keys.auth } }, invalid],
      [{ ...good, keys: { p256dh: good.keys.p256dh, auth: 'a'.repeat(500) } }, invalid],
      [{ ...good, endpoint: `${good.endpoint}\u0000` }, NUL_MESSAGE],
      [{ endpoint: 42, keys: null }, invalid],
    ] as const) {
      const res = await api().call('POST', '/api/push/subscription', body, me.auth);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });
});

describe('connection requests by e-mail', () => {
  it('is off by default; once a member turns it on, each new request sends them one mail with the link', async () => {
    const sink = await startSmtpSink();
    const deliver = createDeliver({ smtpUrl: sink.url, mailFrom: 'portal@alumni.example.edu', secret: testConfig.jwtSecret, appUrl: testConfig.appUrl, push: { sql: db.sql, vapid } });
    try {
      const [asha, ben, cleo] = [await signedInMember(db.sql, { fullName: 'Asha Mailer' }), await signedInMember(db.sql), await signedInMember(db.sql)];
      const own = await api().call('GET', '/api/users/profile', undefined, ben.auth);
      expect(own.json.notifications).toMatchObject({ emailConnectionRequests: false, channels: { 'connection-request': { push: true, email: false } }, digest: 'off' });
      expect((await api().call('PUT', '/api/users/notifications', { emailConnectionRequests: 'yes' }, ben.auth)).status).toBe(400);
      await connect(cleo, ben);
      const on = await api().call('PUT', '/api/users/notifications', { emailConnectionRequests: true }, ben.auth);
      expect(on.json.profile.notifications).toMatchObject({ emailConnectionRequests: true, channels: { 'connection-request': { push: true, email: true } } });
      await connect(asha, ben);
      const d = createDispatcher({ sql: db.sql, clock, deliver: deliver.deliver });
      while ((await d.runOnce()) > 0);
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]).toMatchObject({ to: [ben.email], subject: 'Asha Mailer wants to connect on the Alumni Portal' });
      expect(sink.mails[0]!.text).toContain(`${testConfig.appUrl}/network`);
      // Another member never sees the setting.
      const seen = await api().call('GET', `/api/users/profiles/${ben.rollNumber}`, undefined, asha.auth);
      expect(seen.json[0]).not.toHaveProperty('notifications');
    } finally {
      deliver.close();
      await sink.close();
    }
  });
});

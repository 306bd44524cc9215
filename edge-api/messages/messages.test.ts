import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationIdOf, MESSAGE_LIMITS, MESSAGE_TEXTS as M } from '#domain/messages/message.ts';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { inboxFor } from '#api/test/events.ts';
import { MEMBER_PASSWORD, signedInMember } from '#api/test/people.ts';
import { createTestApp, manualClock } from '#api/test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';

// Issue 31, the server's side: messages between connected members, in one order per conversation,
// each landing once however often it is replayed, and pulled only by its two members.

let db: TestDatabase;
const clock = manualClock();
const api = () => createTestApp(db.sql, { clock });
type Member = Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.close());

/** A member signed in at this file's clock (which the tests move: an access token lasts 15 minutes of it). */
async function member(fullName?: string): Promise<Member> {
  const m = await signedInMember(db.sql, fullName ? { fullName } : {});
  const login = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  return { ...m, auth: { authorization: `Bearer ${login.json.token}` } };
}

async function connected() {
  const [a, b] = [await member('Asha Sender'), await member('Ben Reader')];
  const sent = await api().call('POST', `/api/connectUser/connect/${b.id}`, undefined, a.auth);
  expect((await api().call('PUT', `/api/connectUser/accept/${sent.json.connectionId}`, undefined, b.auth)).status).toBe(200);
  return { a, b, conversationId: await conversationIdOf(a.id, b.id) };
}
const push = (who: Member, clientId: string, mutations: { id: number; name: string; args: unknown }[]) =>
  api().call('POST', '/api/sync/push', { clientId, mutations }, who.auth);
const pullAll = async (who: Member) => {
  const { call, logs } = api();
  const res = await call('GET', '/api/sync/pull?cursor=0&limit=2000', undefined, who.auth);
  if (res.status !== 200) throw new Error(JSON.stringify(logs));
  return res.json.changes as { messages: { _id: string; seq: number; text: string; deletedAt: string | null }[]; conversations: Record<string, unknown>[] };
};
const send = (from: Member, to: Member, text: string, id = crypto.randomUUID()) => api().call('POST', '/api/messages', { id, toUserId: to.id, text }, from.auth);
const conversationOf = async (who: Member) => (await api().call('GET', '/api/messages', undefined, who.auth)).json.conversations[0];

describe('sending', () => {
  it('three messages queued offline land once each, in order, however often they are replayed; ticks follow the marks', async () => {
    const { a, b, conversationId } = await connected();
    const clientId = crypto.randomUUID();
    const mutations = ['On the train, no signal.', 'Will the meet be on Saturday?', 'Reply when you can.'].map((text, i) => ({ id: i + 1, name: 'sendMessage', args: { id: crypto.randomUUID(), toUserId: b.id, text } }));
    expect((await push(a, clientId, mutations)).json.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied', 'applied']);
    await push(a, clientId, mutations); // the same batch again: answered as replays
    await api().call('POST', '/api/messages', { id: mutations[1]!.args.id, toUserId: b.id, text: 'Will the meet be on Saturday?' }, a.auth); // and through REST

    const received = (await pullAll(b)).messages;
    expect(received.map((m) => [m.seq, m.text])).toEqual([
      [1, 'On the train, no signal.'],
      [2, 'Will the meet be on Saturday?'],
      [3, 'Reply when you can.'],
    ]);
    expect(await conversationOf(b)).toMatchObject({ _id: conversationId, unread: 3, lastSeq: 3, canSend: true, other: { _id: a.id, fullName: 'Asha Sender' }, lastMessage: { text: 'Reply when you can.', senderId: a.id } });
    expect(await conversationOf(a)).toMatchObject({ unread: 0, readSeq: 3, otherDeliveredSeq: 0, otherReadSeq: 0 });

    // B's device has them (delivered), then B opens the thread having seen two (read).
    await push(b, crypto.randomUUID(), [{ id: 1, name: 'markConversationDelivered', args: { conversationId, upTo: 3 } }]);
    expect((await api().call('PUT', `/api/messages/${conversationId}/read`, { upTo: 2 }, b.auth)).status).toBe(200);
    expect(await conversationOf(a)).toMatchObject({ otherDeliveredSeq: 3, otherReadSeq: 2 });
    expect(await conversationOf(b)).toMatchObject({ unread: 1, readSeq: 2 });
    // Marks never go back.
    await api().call('PUT', `/api/messages/${conversationId}/read`, { upTo: 1 }, b.auth);
    expect(await conversationOf(a)).toMatchObject({ otherReadSeq: 2 });

    // Read receipts off (either side): neither sees read marks.
    expect((await api().call('PUT', '/api/messages/read-receipts', { on: false }, b.auth)).status).toBe(200);
    expect(await conversationOf(a)).toMatchObject({ otherReadSeq: null, otherDeliveredSeq: 3 });
    expect(await conversationOf(b)).toMatchObject({ otherReadSeq: null });
  });

  it('a member outside the conversation pulls none of it and cannot read or mark it', async () => {
    const { a, b, conversationId } = await connected();
    await send(a, b, 'Just between us.');
    const c = await member();
    expect(await pullAll(c)).toMatchObject({ messages: [], conversations: [] });
    expect((await api().call('GET', `/api/messages/${conversationId}`, undefined, c.auth)).status).toBe(404);
    expect((await api().call('PUT', `/api/messages/${conversationId}/read`, { upTo: 1 }, c.auth)).json.message).toBe(M.conversationNotFound);
    expect((await api().call('GET', '/api/messages', undefined, c.auth)).json.conversations).toEqual([]);
  });

  it('refuses what a member may not send, with the reason, and keeps nothing of it', async () => {
    const { a, b } = await connected();
    const stranger = await member();
    expect((await send(a, stranger, 'Hello?')).json).toMatchObject({ message: M.notConnected });
    expect((await send(a, a, 'Me')).json.message).toBe(M.self);
    expect((await send(a, b, 'x'.repeat(4001))).json.message).toBe(M.tooLong);
    expect((await send(a, b, '   ')).json.message).toBe(M.empty);
    expect((await send(a, b, 'a\u0000b')).json.message).toBe(NUL_MESSAGE);
    expect((await send(a, b, 42 as never)).status).toBe(400);
    expect((await send(a, b, 'x'.repeat(4000))).status).toBe(201);
    expect((await pullAll(b)).messages).toHaveLength(1);
  });

  it('a block refuses messages and connection requests both ways until it is lifted; removal ends new messages but keeps the history', async () => {
    const { a, b, conversationId } = await connected();
    await send(a, b, 'Before the block.');
    expect((await api().call('PUT', `/api/messages/blocks/${a.id}`, undefined, b.auth)).status).toBe(200);
    const refused = await send(a, b, 'After the block.');
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(M.blocked);
    expect((await send(b, a, 'Nor from me.')).json.message).toBe(M.blocked);
    const stranger = await member();
    await api().call('PUT', `/api/messages/blocks/${stranger.id}`, undefined, b.auth);
    expect((await api().call('POST', `/api/connectUser/connect/${b.id}`, undefined, stranger.auth)).json.message).toBe('You cannot connect with this member');
    expect((await pullAll(b)).messages.map((m) => m.text)).toEqual(['Before the block.']);
    expect(await conversationOf(a)).toMatchObject({ canSend: false, blockedByMe: false });
    expect(await conversationOf(b)).toMatchObject({ canSend: false, blockedByMe: true });

    await api().call('DELETE', `/api/messages/blocks/${a.id}`, undefined, b.auth);
    expect((await send(a, b, 'Unblocked.')).status).toBe(201);
    await api().call('DELETE', `/api/connectUser/remove/${b.id}`, undefined, a.auth);
    expect((await send(b, a, 'Still there?')).json.message).toBe(M.notConnected);
    expect((await api().call('GET', `/api/messages/${conversationId}`, undefined, b.auth)).json.messages.map((m: { text: string }) => m.text)).toEqual(['Unblocked.', 'Before the block.']);
  });

  it('deletes a message for both within 15 minutes of sending, and only its sender', async () => {
    const { a, b } = await connected();
    const first = (await send(a, b, 'Oops, wrong chat.')).json.message;
    const second = (await send(a, b, 'This one stays.')).json.message;
    expect((await api().call('DELETE', `/api/messages/message/${first._id}`, undefined, b.auth)).json.message).toBe(M.notYours);
    expect((await api().call('DELETE', `/api/messages/message/${first._id}`, undefined, a.auth)).json.message).toBe(M.deleted);
    expect((await pullAll(b)).messages.sort((x, y) => x.seq - y.seq)).toEqual([
      expect.objectContaining({ _id: first._id, text: '', deletedAt: expect.any(String) }),
      expect.objectContaining({ _id: second._id, text: 'This one stays.' }),
    ]);
    clock.advance(15 * 60_000 + 1000);
    const later = await api().call('POST', '/api/users/auth', { rollNumberOrEmail: a.rollNumber, password: MEMBER_PASSWORD });
    expect((await api().call('DELETE', `/api/messages/message/${second._id}`, undefined, { authorization: `Bearer ${later.json.token}` })).json.message).toBe(M.tooLate);
  });

  it(`holds a member to ${MESSAGE_LIMITS.perMinute} messages a minute`, async () => {
    const { a, b } = await connected();
    clock.advance(60_000);
    for (let i = 0; i < MESSAGE_LIMITS.perMinute; i++) expect((await send(a, b, `Message ${i + 1}`)).status).toBe(201);
    const over = await send(a, b, 'One too many');
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(M.tooFast);
    clock.advance(61_000);
    expect((await send(a, b, 'A minute later')).status).toBe(201);
  });

  it('tells the recipient by push, once per message with the count, as their choices allow; never in the inbox', async () => {
    const { a, b, conversationId } = await connected();
    const pushes = () =>
      db.sql<{ body: string; tag: string; url: string; order: number }[]>`
        select payload->'message'->>'body' as body, payload->'message'->>'tag' as tag, payload->'message'->>'url' as url,
          (payload->'message'->>'order')::int as "order"
        from outbox where kind = 'push' and payload->>'userId' = ${b.id} and payload->'message'->>'tag' like 'message:%' order by id`;
    for (const text of ['One', 'Two', 'Three']) await send(a, b, text);
    const tag = `message:${conversationId}`;
    const url = `/messages/${conversationId}`;
    expect(await pushes()).toEqual([
      { body: 'Asha Sender: One', tag, url, order: 1 },
      { body: '2 new messages from Asha Sender', tag, url, order: 2 },
      { body: '3 new messages from Asha Sender', tag, url, order: 3 },
    ]);
    expect((await inboxFor(db.sql, b)).filter((n) => n.kind === 'message')).toEqual([]);
    // No e-mail by default.
    expect(await db.sql`select 1 from outbox where kind = 'mail' and payload->>'to' = ${b.email}`).toHaveLength(0);

    const off = await push(b, crypto.randomUUID(), [{ id: 1, name: 'updateNotificationSettings', args: { channels: { message: { push: false } } } }]);
    expect(off.json.results[0].status).toBe('applied');
    await send(a, b, 'Four');
    expect(await pushes()).toHaveLength(3);
  });

  it('a new device gets the newest 200 of a conversation; older ones page in', async () => {
    const { a, b, conversationId } = await connected();
    for (let i = 1; i <= 205; i++) {
      if (i % MESSAGE_LIMITS.perMinute === 0) clock.advance(61_000);
      expect((await send(a, b, `Line ${i}`)).status).toBe(201);
    }
    const first = (await pullAll(b)).messages;
    expect(first).toHaveLength(200);
    expect(first[0]).toMatchObject({ seq: 6, text: 'Line 6' });
    const older = await api().call('GET', `/api/messages/${conversationId}?before=6`, undefined, b.auth);
    expect(older.json.messages.map((m: { seq: number }) => m.seq)).toEqual([5, 4, 3, 2, 1]);
  });
});

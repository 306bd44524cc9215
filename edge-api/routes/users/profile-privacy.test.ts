import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCES, DEFAULT_PRIVACY, PRIVACY_FIELDS, type Privacy } from '#domain/profile/privacy.ts';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { razorpayGateway, type PaymentGateway } from '#api/donations/razorpay-gateway.ts';
import { startRazorpayFake, type RazorpayFake } from '#api/test/razorpay-fake.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';

// ADRs 0074 and 0100: what another member, a connection, the admin and the member themselves see of
// Asha's e-mail, phone, work (position, company, duration, previous jobs) and Donation figure, on
// every path that carries her: her profile by id, by roll number and by the digits path, people
// search, the directory, the classmates and connections pulls, and the connections list.

let db: TestDatabase;
let fake: RazorpayFake;
let gateway: PaymentGateway;
const api = () => createTestApp(db.sql, { payments: gateway });
type Auth = Record<string, string>;
type Who = { id: string; rollNumber: string; email: string; auth: Auth };
type Relation = 'self' | 'admin' | 'connection' | 'member';
let asha: Who;
let vikram: Who; // a member of Asha's batch, not connected to her
let chitra: Who; // a member of Asha's batch, connected to her
let admin: { id: string; auth: Auth };

const BATCH = '2016-2020';
const PHONE = '+91 98765 43210';
const WIPRO = { companyName: 'Wipro', position: 'Intern', duration: '6 months' };
const GIVEN = 2500;

const signIn = (rollNumberOrEmail: string, password: string, role?: string) => signInAs(db.sql, rollNumberOrEmail, password, role);
const member = (fullName: string): Promise<Who> => signedInMember(db.sql, { fullName, batch: BATCH });

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startRazorpayFake();
  gateway = razorpayGateway({ keyId: fake.keyId, keySecret: fake.keySecret, webhookSecret: fake.webhookSecret, apiUrl: fake.url });
  await insertAdmin(db.sql);
  asha = await member('Asha Rao');
  vikram = await member('Vikram Das');
  chitra = await member('Chitra Pillai');
  admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin');
  const { call } = api();
  expect((await call('PUT', '/api/users/updatePhone', { phone: PHONE }, asha.auth)).status).toBe(200);
  const job = { companyName: 'Infosys', position: 'Engineer', duration: '2 years', location: 'Pune', previousCompany: [WIPRO] };
  expect((await call('POST', '/api/users/addUserJobInfo', job, asha.auth)).status).toBe(200);
  // Asha gives ₹2,500 as Checkout pays: an order, a payment, the signed callback.
  const order = await call('POST', '/api/donation', { amount: GIVEN }, { ...asha.auth, 'idempotency-key': randomUUID() });
  expect(order.status).toBe(201);
  const payment = fake.pay(order.json.donation.id);
  await call('POST', '/api/donation/verify', new URLSearchParams(payment).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  // Chitra and Asha are connected.
  const asked = await call('POST', `/api/connectUser/connect/${asha.id}`, undefined, chitra.auth);
  expect(asked.status).toBe(201);
  expect((await call('PUT', `/api/connectUser/accept/${asked.json.connectionId}`, undefined, asha.auth)).status).toBe(200);
});
afterAll(async () => {
  await fake?.close();
  await db?.close();
});

const VIEWERS = (): [Relation, { auth: Auth }][] => [
  ['member', vikram],
  ['connection', chitra],
  ['admin', admin],
  ['self', asha],
];

/** Asha's profile as `viewer` reads it: the three REST paths must agree, and this is what they show. */
const seenBy = async (viewer: Auth) => {
  const { call } = api();
  const byId = (await call('GET', `/api/users/${asha.id}`, undefined, viewer)).json;
  const [byRoll] = (await call('GET', `/api/users/profiles/${asha.rollNumber}`, undefined, viewer)).json;
  const [byDigits] = (await call('GET', `/api/users/${asha.rollNumber}`, undefined, viewer)).json;
  expect(byRoll).toEqual(byId); // every path applies the same rules
  expect(byDigits).toEqual(byId);
  expect(Object.keys(byId.analyticsId)).toEqual(['Donation', 'QueryAnswered', 'jobPosted', 'EventOrganised', 'postMade']); // the spec's shape stays
  const { jobId: job } = byId;
  return {
    email: byId.email,
    phone: byId.phone,
    company: job.companyName,
    position: job.position,
    duration: job.duration,
    location: job.location,
    previous: job.previousCompany,
    donation: byId.analyticsId.Donation,
  };
};
type View = Awaited<ReturnType<typeof seenBy>>;

const EVERYTHING = (): View => ({ email: asha.email, phone: PHONE, company: 'Infosys', position: 'Engineer', duration: '2 years', location: 'Pune', previous: [WIPRO], donation: GIVEN });
/** What a viewer who may not see a field gets in its place (the city is not part of the work setting). */
const HIDDEN: Partial<Record<keyof Privacy, Partial<View>>> = {
  email: { email: null },
  phone: { phone: null },
  company: { company: '', position: '', duration: '', previous: [] },
  donation: { donation: null },
};
/** The rule, in the test's own words: the member and the admin see all; others what the audience names. */
function expected(settings: Privacy, relation: Relation): View {
  let view = EVERYTHING();
  for (const [field, hidden] of Object.entries(HIDDEN) as [keyof Privacy, Partial<View>][]) {
    const audience = settings[field];
    const shown = relation === 'self' || relation === 'admin' || audience === 'all' || (audience === 'connections' && relation === 'connection');
    if (!shown) view = { ...view, ...hidden };
  }
  return view;
}

type Card = { _id: string; position: string; companyName: string; city: string };
const cursors = new Map<string, number>();
/** The viewer's next pull, every page of it, from where their last one ended. */
async function nextPull(viewer: { id: string; auth: Auth }) {
  const changes: Record<string, unknown[]> = {};
  let cursor = cursors.get(viewer.id) ?? 0;
  for (;;) {
    const { json } = await api().call('GET', `/api/sync/pull?cursor=${cursor}`, undefined, viewer.auth);
    for (const [table, rows] of Object.entries(json.changes as Record<string, unknown[]>)) (changes[table] ??= []).push(...rows);
    cursor = json.cursor;
    if (!json.more) break;
  }
  cursors.set(viewer.id, cursor);
  return changes;
}
/** Asha's card wherever `viewer` meets it: search, the directory; a member also in the classmates pull; a connection also in the connections pull and list. */
async function cardsOfAsha(viewer: { id: string; auth: Auth }, relation: Relation): Promise<Record<string, Card | undefined>> {
  const { call } = api();
  const mine = (cards: Card[]) => cards.find((c) => c._id === asha.id);
  const cards: Record<string, Card | undefined> = {
    search: mine((await call('POST', '/api/search', { query: 'Asha Rao' }, viewer.auth)).json.users),
    directory: mine((await call('GET', `/api/people?batch=${BATCH}`, undefined, viewer.auth)).json.users),
  };
  if (relation !== 'admin') {
    const pulled = await nextPull(viewer);
    cards.classmates = mine(pulled.classmates as Card[]);
    if (relation === 'connection') cards.connectionsPull = mine((pulled.connections as { user: Card }[]).map((k) => k.user));
    // Only one's own profile is ever pulled: another member's Donation figure never reaches a device.
    expect((pulled.profile as { _id: string }[]).filter((p) => p._id !== viewer.id)).toEqual([]);
  }
  if (relation === 'connection') cards.connections = mine((await call('GET', '/api/connectUser', undefined, viewer.auth)).json);
  // Cards carry no giving and no past jobs.
  for (const card of Object.values(cards)) expect(JSON.stringify(card ?? {})).not.toMatch(/Donation|analyticsId|Wipro/);
  return cards;
}
const work = (cards: Record<string, Card | undefined>) => Object.fromEntries(Object.entries(cards).map(([path, c]) => [path, c && `${c.position}|${c.companyName}|${c.city}`]));

describe('privacy settings on profiles', () => {
  it('by default another member sees her work but not her giving, phone or e-mail; a connection her e-mail too; the admin and the member see everything', async () => {
    expect(await seenBy(vikram.auth)).toEqual({ ...EVERYTHING(), email: null, phone: null, donation: null });
    expect(await seenBy(chitra.auth)).toEqual({ ...EVERYTHING(), phone: null, donation: null });
    expect(await seenBy(admin.auth)).toEqual(EVERYTHING());
    expect(await seenBy(asha.auth)).toEqual(EVERYTHING());
    for (const [relation, viewer] of VIEWERS()) expect(await seenBy(viewer.auth), relation).toEqual(expected(DEFAULT_PRIVACY, relation));
    const own = (await api().call('GET', '/api/users/profile', undefined, asha.auth)).json;
    expect(own.privacy).toEqual({ email: 'connections', phone: 'only-me', company: 'all', resume: 'connections', donation: 'only-me' });
    expect(own.analyticsId.Donation).toBe(GIVEN);
    expect((await api().call('GET', `/api/users/${asha.id}`, undefined, vikram.auth)).json.privacy).toBeUndefined();
    expect((await api().call('GET', `/api/users/${asha.id}`)).status).toBe(401);
  });

  it('the member’s own pull carries her Donation figure; nobody else’s pull carries it', async () => {
    const [mine] = (await nextPull(asha)).profile as { _id: string; analyticsId: { Donation: number } }[];
    expect([mine?._id, mine?.analyticsId.Donation]).toEqual([asha.id, GIVEN]);
    for (const other of [vikram, chitra]) {
      const pulled = await nextPull(other);
      expect((pulled.classmates as { _id: string }[]).map((c) => c._id)).toContain(asha.id);
      expect((pulled.profile as { _id: string }[]).filter((p) => p._id !== other.id)).toEqual([]);
      expect(JSON.stringify(pulled)).not.toMatch(/"Donation":2500/);
    }
  });

  it.each(PRIVACY_FIELDS.filter((f) => f !== 'resume').flatMap((field) => AUDIENCES.map((audience) => [field, audience] as const)))(
    '%s visible to %s: shown to the member and the admin; to a connection unless "only me"; to another member only when "all"',
    async (field, audience) => {
      expect((await api().call('PUT', '/api/users/privacy', { [field]: audience }, asha.auth)).status).toBe(200);
      for (const [relation, viewer] of VIEWERS()) {
        expect(await seenBy(viewer.auth), `${relation} with ${field}: ${audience}`).toEqual(expected({ ...DEFAULT_PRIVACY, [field]: audience }, relation));
      }
      await api().call('PUT', '/api/users/privacy', DEFAULT_PRIVACY, asha.auth);
    },
  );

  it('the work setting covers the position on every card: search, directory, classmates and connections, and their next pull', async () => {
    const shown = 'Engineer|Infosys|Pune';
    const hidden = '||Pune';
    const seen = async () => ({
      member: work(await cardsOfAsha(vikram, 'member')),
      connection: work(await cardsOfAsha(chitra, 'connection')),
      admin: work(await cardsOfAsha(admin, 'admin')),
    });
    const everywhere = (value: string, paths: string[]) => Object.fromEntries(paths.map((p) => [p, value]));
    const MEMBER = ['search', 'directory', 'classmates'];
    const CONNECTION = ['search', 'directory', 'classmates', 'connectionsPull', 'connections'];
    const ADMIN = ['search', 'directory'];
    // A pull from the start brings every classmate's card once.
    cursors.delete(vikram.id);
    cursors.delete(chitra.id);
    expect(await seen()).toEqual({ member: everywhere(shown, MEMBER), connection: everywhere(shown, CONNECTION), admin: everywhere(shown, ADMIN) });

    // The change re-stamps Asha's row: each device's *next* pull brings her card as now allowed.
    expect((await api().call('PUT', '/api/users/privacy', { company: 'connections' }, asha.auth)).status).toBe(200);
    expect(await seen()).toEqual({ member: everywhere(hidden, MEMBER), connection: everywhere(shown, CONNECTION), admin: everywhere(shown, ADMIN) });

    expect((await api().call('PUT', '/api/users/privacy', { company: 'only-me' }, asha.auth)).status).toBe(200);
    expect(await seen()).toEqual({ member: everywhere(hidden, MEMBER), connection: everywhere(hidden, CONNECTION), admin: everywhere(shown, ADMIN) });
    const own = (await api().call('POST', '/api/search', { query: 'Asha Rao' }, asha.auth)).json.users.find((c: Card) => c._id === asha.id);
    expect(own).toMatchObject({ position: 'Engineer', companyName: 'Infosys' });

    await api().call('PUT', '/api/users/privacy', DEFAULT_PRIVACY, asha.auth);
    expect(work(await cardsOfAsha(vikram, 'member'))).toEqual(everywhere(shown, MEMBER));
  });

  it('refuses a setting or a phone number that is not one, and changes nothing', async () => {
    const { call } = api();
    expect((await call('PUT', '/api/users/privacy', { email: 'everyone' }, asha.auth)).json).toMatchObject({ message: 'Choose who may see this' });
    const refused = await call('PUT', '/api/users/privacy', { donation: 'public' }, asha.auth);
    expect([refused.status, refused.json.message]).toEqual([400, 'Choose who may see this']);
    const phone = 'Enter a phone number of 7 to 15 digits (+, spaces, - and () allowed)';
    for (const bad of ['call me', '12345', '+91 98765 43210 12345 6', 42]) {
      expect((await call('PUT', '/api/users/updatePhone', { phone: bad }, asha.auth)).json.message).toBe(phone);
    }
    expect((await call('PUT', '/api/users/updatePhone', { phone: '98765\u000043210' }, asha.auth)).json.message).toBe(NUL_MESSAGE);
    const own = (await call('GET', '/api/users/profile', undefined, asha.auth)).json;
    expect([own.phone, own.privacy]).toEqual([PHONE, DEFAULT_PRIVACY]);
  });

  it('a setting changed through sync push (as the app queues it) reaches the member’s own pull and other members’ reads', async () => {
    const { call } = api();
    const mutations = [{ id: 1, name: 'updatePrivacy', args: { email: 'all', donation: 'all' } }];
    const pushed = await call('POST', '/api/sync/push', { clientId: randomUUID(), mutations }, asha.auth);
    expect(pushed.json.results).toEqual([{ id: 1, status: 'applied' }]);
    const pulled = (await call('GET', '/api/sync/pull?cursor=0', undefined, asha.auth)).json.changes.profile;
    expect(pulled).toMatchObject([{ _id: asha.id, email: asha.email, privacy: { ...DEFAULT_PRIVACY, email: 'all', donation: 'all' }, analyticsId: { Donation: GIVEN } }]);
    expect(await seenBy(vikram.auth)).toMatchObject({ email: asha.email, donation: GIVEN });
    await call('PUT', '/api/users/privacy', DEFAULT_PRIVACY, asha.auth);
    expect((await seenBy(vikram.auth)).donation).toBeNull();
  });
});

// Last in the file: Chitra's new job would change what the tests above see.
describe('migration 0021', () => {
  it('re-sends, on the next pull, the cards of members who keep their work from some, and only theirs', async () => {
    const { call } = api();
    expect((await call('PUT', '/api/users/privacy', { company: 'connections' }, asha.auth)).status).toBe(200);
    expect((await call('POST', '/api/users/addUserJobInfo', { companyName: 'Tidal Works', position: 'Analyst' }, chitra.auth)).status).toBe(200);
    await nextPull(vikram); // Vikram's device is up to date
    // Devices that pulled Asha's card before the work setting covered the position still hold it:
    // the migration re-stamps her row (work hidden from some, a position to hide), not Chitra's.
    await db.sql.unsafe(await readFile(new URL('../../../sql/migrations/0021_work_privacy_restamp.sql', import.meta.url), 'utf8'));
    const pulled = (await nextPull(vikram)).classmates as Card[];
    expect(pulled.map((c) => [c._id, c.position, c.companyName])).toEqual([[asha.id, '', '']]);
    await call('PUT', '/api/users/privacy', DEFAULT_PRIVACY, asha.auth);
  });
});

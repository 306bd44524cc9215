import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCES, DEFAULT_PRIVACY, PRIVACY_FIELDS } from '#domain/profile/privacy.ts';
import { NUL_MESSAGE } from '#domain/validation.ts';
import { createTestDatabase, type TestDatabase } from '#api/test/test-db.ts';
import { createTestApp } from '#api/test/test-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, signedInMember, signInAs } from '#api/test/people.ts';

let db: TestDatabase;
const api = () => createTestApp(db.sql);
type Who = { id: string; rollNumber: string; email: string; auth: Record<string, string> };
let asha: Who;
let vikram: Who;
let admin: Record<string, string>;

const signIn = (rollNumberOrEmail: string, password: string, role?: string) => signInAs(db.sql, rollNumberOrEmail, password, role);
const member = (fullName: string): Promise<Who> => signedInMember(db.sql, { fullName });

beforeAll(async () => {
  db = await createTestDatabase();
  await insertAdmin(db.sql);
  asha = await member('Asha Rao');
  vikram = await member('Vikram Das');
  admin = (await signIn(ADMIN_EMAIL, ADMIN_PASSWORD, 'Admin')).auth;
  const { call } = api();
  expect((await call('PUT', '/api/users/updatePhone', { phone: '+91 98765 43210' }, asha.auth)).status).toBe(200);
  expect((await call('POST', '/api/users/addUserJobInfo', { companyName: 'Infosys', position: 'Engineer' }, asha.auth)).status).toBe(200);
});
afterAll(() => db?.close());

const seenBy = async (viewer: Record<string, string>) => {
  const { call } = api();
  const byId = (await call('GET', `/api/users/${asha.id}`, undefined, viewer)).json;
  const [byRoll] = (await call('GET', `/api/users/profiles/${asha.rollNumber}`, undefined, viewer)).json;
  expect(byRoll).toEqual(byId); // both paths apply the same rules
  return { email: byId.email, phone: byId.phone, company: byId.jobId.companyName };
};
const ASHA = () => ({ email: asha.email, phone: '+91 98765 43210', company: 'Infosys' });

describe('privacy settings on profiles', () => {
  it('by default another member sees the company only; the admin and the member see everything', async () => {
    expect(await seenBy(vikram.auth)).toEqual({ email: null, phone: null, company: 'Infosys' });
    expect(await seenBy(admin)).toEqual(ASHA());
    expect(await seenBy(asha.auth)).toEqual(ASHA());
    const own = (await api().call('GET', '/api/users/profile', undefined, asha.auth)).json;
    expect(own.privacy).toEqual(DEFAULT_PRIVACY);
    expect((await api().call('GET', `/api/users/${asha.id}`, undefined, vikram.auth)).json.privacy).toBeUndefined();
    expect((await api().call('GET', `/api/users/${asha.id}`)).status).toBe(401);
  });

  it.each(PRIVACY_FIELDS.filter((f) => f !== 'resume').flatMap((field) => AUDIENCES.map((audience) => [field, audience] as const)))(
    '%s visible to %s: shown to the member and the admin; to another member only when "all"',
    async (field, audience) => {
      expect((await api().call('PUT', '/api/users/privacy', { [field]: audience }, asha.auth)).status).toBe(200);
      // Connections arrive with issue 13: until then "connections" means nobody else.
      expect((await seenBy(vikram.auth))[field]).toBe(audience === 'all' ? ASHA()[field] : field === 'company' ? '' : null);
      expect((await seenBy(admin))[field]).toBe(ASHA()[field]);
      expect((await seenBy(asha.auth))[field]).toBe(ASHA()[field]);
      await api().call('PUT', '/api/users/privacy', DEFAULT_PRIVACY, asha.auth);
    },
  );

  it('refuses a setting or a phone number that is not one, and changes nothing', async () => {
    const { call } = api();
    expect((await call('PUT', '/api/users/privacy', { email: 'everyone' }, asha.auth)).json).toMatchObject({ message: 'Choose who may see this' });
    const phone = 'Enter a phone number of 7 to 15 digits (+, spaces, - and () allowed)';
    for (const bad of ['call me', '12345', '+91 98765 43210 12345 6', 42]) {
      expect((await call('PUT', '/api/users/updatePhone', { phone: bad }, asha.auth)).json.message).toBe(phone);
    }
    expect((await call('PUT', '/api/users/updatePhone', { phone: '98765\u000043210' }, asha.auth)).json.message).toBe(NUL_MESSAGE);
    const own = (await call('GET', '/api/users/profile', undefined, asha.auth)).json;
    expect([own.phone, own.privacy]).toEqual(['+91 98765 43210', DEFAULT_PRIVACY]);
  });

  it('a setting changed through sync push reaches the member’s own pull and other members’ reads', async () => {
    const { call } = api();
    const pushed = await call('POST', '/api/sync/push', { clientId: randomUUID(), mutations: [{ id: 1, name: 'updatePrivacy', args: { email: 'all' } }] }, asha.auth);
    expect(pushed.json.results).toEqual([{ id: 1, status: 'applied' }]);
    const pulled = (await call('GET', '/api/sync/pull?cursor=0', undefined, asha.auth)).json.changes.profile;
    expect(pulled).toMatchObject([{ _id: asha.id, email: asha.email, privacy: { ...DEFAULT_PRIVACY, email: 'all' } }]);
    expect((await seenBy(vikram.auth)).email).toBe(asha.email);
    await call('PUT', '/api/users/privacy', DEFAULT_PRIVACY, asha.auth);
  });
});

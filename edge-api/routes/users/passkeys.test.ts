import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PASSKEY_ADDED, PASSKEY_INVALID, PASSKEY_NOT_CONFIRMED, PASSKEY_NOT_FOUND, PASSKEY_SIGN_IN_FAILED } from '#domain/accounts/passkeys.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { insertMember, MEMBER_PASSWORD } from '#api/test/people.ts';
import { softwareAuthenticator } from '#api/test/software-authenticator.ts';
import { testConfig } from '#api/test/test-app.ts';

const fx = useMailFixture();
const call = (...args: Parameters<ReturnType<typeof fx.api>['call']>) => fx.api().call(...args);
const ORIGIN = new URL(testConfig.appUrl).origin;
const newAuthenticator = () => softwareAuthenticator({ origin: ORIGIN, rpID: new URL(testConfig.appUrl).hostname });

async function member() {
  const m = await insertMember(fx.db.sql);
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
  return { ...m, id: res.json.user._id as string, auth: { authorization: `Bearer ${res.json.token}` } };
}

async function addPasskey(auth: Record<string, string>, device = newAuthenticator(), name = 'My phone') {
  const { challengeId, options } = (await call('POST', '/api/users/passkeys/options', undefined, auth)).json;
  const res = await call('POST', '/api/users/passkeys', { name, challengeId, credential: device.create(options) }, auth);
  return { res, device };
}

const signInOptions = async () => (await call('POST', '/api/users/auth/passkey/options')).json as { challengeId: string; options: { challenge: string } };

describe('passkeys', () => {
  it('adds a discoverable passkey and signs its account in with no roll number, as the password login answers', async () => {
    const m = await member();
    const { challengeId, options } = (await call('POST', '/api/users/passkeys/options', undefined, m.auth)).json;
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Alumni Portal' }, user: { name: m.rollNumber }, authenticatorSelection: { residentKey: 'required' }, attestation: 'none' });
    const device = newAuthenticator();
    const added = await call('POST', '/api/users/passkeys', { name: ' My phone ', challengeId, credential: device.create(options) }, m.auth);
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ message: PASSKEY_ADDED, passkey: { name: 'My phone', lastUsedAt: null } });

    const start = await signInOptions();
    expect(start.options).not.toHaveProperty('allowCredentials.0');
    const signedIn = await call('POST', '/api/users/auth/passkey', { challengeId: start.challengeId, credential: device.get(start.options) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ message: 'Login successful! Redirecting...', role: 'Student / Alumni', user: { _id: m.id }, token: expect.any(String) });
    expect((await call('GET', '/api/users/profile', undefined, { authorization: `Bearer ${signedIn.json.token}` })).status).toBe(200);
    const [key] = (await call('GET', '/api/users/passkeys', undefined, m.auth)).json.passkeys;
    expect(key.lastUsedAt).toBe(fx.clock.now().toISOString());
    const audit = await fx.db.sql`select action from audit_log where target_id = ${m.id} order by at, id`;
    expect(audit.map((r) => r.action)).toContain('account.passkey-add');
    await fx.drainOutbox();
    const [mail] = fx.mailsTo(m.email);
    expect(mail!.subject).toBe('Alumni Portal: A passkey was added');
    expect(mail!.text).toContain('A passkey ("My phone") was added on your Alumni Portal account');
  });

  it('spends each challenge once, for its purpose and account: twenty sign-ins with one challenge make one session', async () => {
    const [a, b] = [await member(), await member()];
    const { device } = await addPasskey(a.auth);
    const start = await signInOptions();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/users/auth/passkey', { challengeId: start.challengeId, credential: device.get(start.options) })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 401).map((r) => r.json.message)).toEqual(Array(19).fill(PASSKEY_SIGN_IN_FAILED));

    // B's challenge to add a passkey does not add one to A's account, nor sign anyone in.
    const forB = (await call('POST', '/api/users/passkeys/options', undefined, b.auth)).json;
    const stolen = await call('POST', '/api/users/passkeys', { name: 'Stolen', challengeId: forB.challengeId, credential: newAuthenticator().create(forB.options) }, a.auth);
    expect(stolen.status).toBe(400);
    expect(stolen.json.message).toBe(PASSKEY_INVALID);
    expect((await call('POST', '/api/users/auth/passkey', { challengeId: forB.challengeId, credential: device.get(forB.options) })).status).toBe(401);
    // An expired challenge is refused.
    const late = await signInOptions();
    fx.clock.advance(5 * 60_000 + 1);
    expect((await call('POST', '/api/users/auth/passkey', { challengeId: late.challengeId, credential: device.get(late.options) })).status).toBe(401);
  });

  it('refuses what an attacker would try: another origin, a forged signature, a removed passkey, another account\'s passkey', async () => {
    const [a, b] = [await member(), await member()];
    const { device, res } = await addPasskey(a.auth);
    // A look-alike site relaying the challenge: the browser writes its own origin in.
    let start = await signInOptions();
    expect((await call('POST', '/api/users/auth/passkey', { challengeId: start.challengeId, credential: device.get(start.options, 'https://alumni-portal.example.net') })).status).toBe(401);
    start = await signInOptions();
    const forged = device.get(start.options, ORIGIN, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);
    expect((await call('POST', '/api/users/auth/passkey', { challengeId: start.challengeId, credential: forged })).status).toBe(401);

    const id = res.json.passkey.id as string;
    expect((await call('DELETE', `/api/users/passkeys/${id}`, undefined, b.auth)).json.message).toBe(PASSKEY_NOT_FOUND);
    expect((await call('PUT', `/api/users/passkeys/${id}`, { name: 'Mine now' }, b.auth)).status).toBe(404);
    expect((await call('DELETE', `/api/users/passkeys/${id}`, undefined, a.auth)).status).toBe(200);
    start = await signInOptions();
    const removed = await call('POST', '/api/users/auth/passkey', { challengeId: start.challengeId, credential: device.get(start.options) });
    expect(removed.status).toBe(401);
    expect(removed.json.message).toBe(PASSKEY_SIGN_IN_FAILED);
  });

  it('a suspended account is told so only after its passkey verified', async () => {
    const m = await member();
    const { device } = await addPasskey(m.auth);
    await fx.db.sql`update users set suspended_at = ${fx.clock.now()}, suspended_reason = 'Spam' where id = ${m.id}`;
    const start = await signInOptions();
    const res = await call('POST', '/api/users/auth/passkey', { challengeId: start.challengeId, credential: device.get(start.options) });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('suspended');
  });

  it("deletes the account with one of its own passkeys in place of the password, never with another account's", async () => {
    const [a, b] = [await member(), await member()];
    const { device: aDevice } = await addPasskey(a.auth);
    const { device: bDevice } = await addPasskey(b.auth);
    const forA = (await call('POST', '/api/users/passkeys/confirm-options', undefined, a.auth)).json;
    expect(forA.options.allowCredentials).toEqual([expect.objectContaining({ id: aDevice.id })]);
    const withB = await call('DELETE', '/api/users/me', { challengeId: forA.challengeId, credential: bDevice.get(forA.options) }, a.auth);
    expect(withB.status).toBe(400);
    expect(withB.json.message).toBe(PASSKEY_NOT_CONFIRMED);
    // A sign-in challenge (no account) does not confirm a deletion either.
    const open = await signInOptions();
    expect((await call('DELETE', '/api/users/me', { challengeId: open.challengeId, credential: aDevice.get(open.options) }, a.auth)).status).toBe(400);
    const again = (await call('POST', '/api/users/passkeys/confirm-options', undefined, a.auth)).json;
    const deleted = await call('DELETE', '/api/users/me', { challengeId: again.challengeId, credential: aDevice.get(again.options) }, a.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.json.eraseAfter).toEqual(expect.any(String));
    expect((await call('GET', '/api/users/profile', undefined, a.auth)).status).toBe(401);
  });
});

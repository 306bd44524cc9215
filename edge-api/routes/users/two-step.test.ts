import { describe, expect, it } from 'vitest';
import { SECOND_STEP_EXPIRED, SECOND_STEP_NEEDED, SECOND_STEP_WRONG, TOTP_ONLY_ADMINS, TOTP_REQUIRED_BY_COLLEGE } from '#domain/accounts/two-step.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { totpNow } from '#api/test/totp-app.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, insertAdmin, insertMember, MEMBER_PASSWORD } from '#api/test/people.ts';

const fx = useMailFixture();
const call = (...args: Parameters<ReturnType<typeof fx.api>['call']>) => fx.api().call(...args);
const adminLogin = () => call('POST', '/api/users/auth', { rollNumberOrEmail: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'Admin' });

const appCode = (secret: string, offsetSteps = 0) => totpNow(secret, fx.clock.now(), offsetSteps);

describe('two-step sign-in for admins', () => {
  it('an authenticator app, then a code after the password; each code and recovery code works once; the college may require it', async () => {
    await insertAdmin(fx.db.sql);
    const first = await adminLogin();
    expect(first.status).toBe(200);
    const auth = { authorization: `Bearer ${first.json.token}` };

    const setup = await call('POST', '/api/users/totp/setup', undefined, auth);
    expect(setup.status).toBe(200);
    expect(setup.json.otpauthUri).toBe(`otpauth://totp/Alumni%20Portal%3A${encodeURIComponent(ADMIN_EMAIL)}?secret=${setup.json.secret}&issuer=Alumni%20Portal&algorithm=SHA1&digits=6&period=30`);
    const secret = setup.json.secret as string;
    expect((await call('POST', '/api/users/totp/confirm', { code: appCode(secret, 5) }, auth)).json.message).toBe(SECOND_STEP_WRONG);
    const confirmed = await call('POST', '/api/users/totp/confirm', { code: appCode(secret) }, auth);
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.json.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(JSON.stringify(await fx.db.sql`select * from recovery_codes`)).not.toContain(recovery[0]);
    expect(JSON.stringify(await fx.db.sql`select * from totp_factors`)).not.toContain(secret);

    // The password alone no longer signs in: a client written to the spec gets a 401 and no token.
    const password = await adminLogin();
    expect(password.status).toBe(401);
    expect(password.json).toMatchObject({ message: SECOND_STEP_NEEDED, code: 'second_step_required', secondStep: { methods: ['totp', 'recovery-code'] } });
    expect(password.json.token).toBeUndefined();
    const token = password.json.secondStep.token as string;
    expect((await call('POST', '/api/users/auth/second-step', { token, code: '000000' })).status).toBe(401);
    // The code of the step the setup used was spent there; the next one signs in, once.
    fx.clock.advance(30_000);
    const code = appCode(secret);
    const signedIn = await call('POST', '/api/users/auth/second-step', { token, code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ role: 'Admin', token: expect.any(String) });
    const again = await call('POST', '/api/users/auth/second-step', { token: (await adminLogin()).json.secondStep.token, code });
    expect(again.status).toBe(401);
    expect(again.json.message).toBe(SECOND_STEP_WRONG);

    // A recovery code, typed as people do (upper case, no dash), works once.
    const recoveryToken = (await adminLogin()).json.secondStep.token as string;
    const typed = recovery[3]!.toUpperCase().replace('-', '');
    expect((await call('POST', '/api/users/auth/second-step', { token: recoveryToken, code: typed })).status).toBe(200);
    expect((await call('POST', '/api/users/auth/second-step', { token: (await adminLogin()).json.secondStep.token, code: recovery[3] })).status).toBe(401);
    expect((await call('GET', '/api/users/two-step', undefined, auth)).json).toMatchObject({ totp: true, recoveryCodesLeft: 9, requiredByCollege: false });

    // The proof of the password lasts 5 minutes.
    const late = (await adminLogin()).json.secondStep.token as string;
    fx.clock.advance(6 * 60_000);
    expect((await call('POST', '/api/users/auth/second-step', { token: late, code: appCode(secret) })).json.message).toBe(SECOND_STEP_EXPIRED);

    // The college's rule: on only once every admin has a second step; then the app stays on.
    const fresh = { authorization: `Bearer ${(await call('POST', '/api/users/auth/second-step', { token: (await adminLogin()).json.secondStep.token, code: appCode(secret) })).json.token}` };
    const on = await call('PUT', '/api/admin/security', { requireAdminSecondStep: true }, fresh);
    expect(on.status).toBe(200);
    expect((await call('GET', '/api/admin/security', undefined, fresh)).json).toEqual({ requireAdminSecondStep: true });
    const off = await call('DELETE', '/api/users/totp', { password: ADMIN_PASSWORD }, fresh);
    expect(off.status).toBe(409);
    expect(off.json.message).toBe(TOTP_REQUIRED_BY_COLLEGE);
    await fx.db.sql`insert into users (role, full_name, email, password_hash) values ('admin', 'Second Admin', 'second.admin@alumni.example.edu', 'x')`;
    expect((await call('PUT', '/api/admin/security', { requireAdminSecondStep: false }, fresh)).status).toBe(200);
    const refused = await call('PUT', '/api/admin/security', { requireAdminSecondStep: true }, fresh);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('Second Admin');
    const audit = await fx.db.sql`select action from audit_log where action in ('account.two-step-on', 'college.security') order by at, id`;
    expect(audit.map((r) => r.action)).toEqual(['account.two-step-on', 'college.security', 'college.security']);
    await fx.drainOutbox();
    expect(fx.mailsTo(ADMIN_EMAIL).map((m) => m.subject)).toContain('Alumni Portal: Two-step sign-in is on');
  });

  it('is for admins: a member cannot set up an authenticator app, and signs in with the password alone', async () => {
    const m = await insertMember(fx.db.sql);
    const login = await call('POST', '/api/users/auth', { rollNumberOrEmail: m.rollNumber, password: MEMBER_PASSWORD });
    expect(login.status).toBe(200);
    const setup = await call('POST', '/api/users/totp/setup', undefined, { authorization: `Bearer ${login.json.token}` });
    expect(setup.status).toBe(403);
    expect(setup.json.message).toBe(TOTP_ONLY_ADMINS);
    expect((await call('PUT', '/api/admin/security', { requireAdminSecondStep: false }, { authorization: `Bearer ${login.json.token}` })).status).toBe(403);
  });
});

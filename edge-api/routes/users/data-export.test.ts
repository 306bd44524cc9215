import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_NOT_FOUND, EXPORT_TOO_MANY, EXPORTS_PER_DAY } from '#domain/accounts/data-export.ts';
import { connectionIdOf } from '#domain/connections/connection-id.ts';
import { objectKeys } from '#api/memories/object-keys.ts';
import { createFsObjectStore } from '#api/storage/fs-object-store.ts';
import { useMailFixture } from '#api/test/mail-fixture.ts';
import { insertMember, MEMBER_PASSWORD } from '#api/test/people.ts';
import { createTestApp, testConfig } from '#api/test/test-app.ts';
import { EXPORT_PARTS } from '#api/users/data-export-parts.ts';
import { dataExportJob, expireDataExports } from '#api/users/data-export-job.ts';
import { eraseDueAccounts } from '#api/users/erase-account.ts';

const fx = useMailFixture();
const store = createFsObjectStore(mkdtempSync(join(tmpdir(), 'data-export-test-')));
const call = (...args: Parameters<ReturnType<typeof createTestApp>['call']>) => createTestApp(fx.db.sql, { clock: fx.clock, objects: store }).call(...args);
const DAY_MS = 24 * 60 * 60_000;
const PHOTO_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('a photo original'), 0xff, 0xd9]);

async function signIn(rollNumber: string) {
  const res = await call('POST', '/api/users/auth', { rollNumberOrEmail: rollNumber, password: MEMBER_PASSWORD }, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' });
  return { id: res.json.user._id as string, auth: { authorization: `Bearer ${res.json.token}` } };
}

/** Runs what the dispatcher would: the archive jobs, then the mails they queued. */
async function runExportJobs() {
  const job = dataExportJob({ sql: fx.db.sql, store, secret: testConfig.jwtSecret, appUrl: testConfig.appUrl, clock: fx.clock });
  const rows = await fx.db.sql<{ id: string; payload: unknown }[]>`select id, payload from outbox where kind = 'data-export' and sent_at is null`;
  for (const row of rows) {
    await job(row.payload);
    await fx.db.sql`update outbox set sent_at = ${fx.clock.now()} where id = ${row.id}`;
  }
  await fx.drainOutbox();
}

/** A row about `me` in every table the archive reads, each with text the test can find again. */
async function seedEveryTable(me: string, other: string) {
  const sql = fx.db.sql;
  const now = fx.clock.now();
  const [low, high] = [me, other].sort() as [string, string];
  await sql`insert into profiles (user_id, phone, skills) values (${me}, '+91 98450 00000', ${sql.json(['Kubernetes for export'])}) on conflict (user_id) do update set phone = excluded.phone, skills = excluded.skills`;
  await sql`insert into connections (id, user_low, user_high, requested_by, status, requested_at, connected_at) values (${await connectionIdOf(me, other)}, ${low}, ${high}, ${me}, 'connected', ${now}, ${now})`;
  const conversation = crypto.randomUUID();
  await sql`insert into conversations (id, user_low, user_high, created_at, last_seq) values (${conversation}, ${low}, ${high}, ${now}, 2)`;
  await sql`insert into messages (id, conversation_id, sender_id, recipient_id, seq, text, sent_at) values
    (${crypto.randomUUID()}, ${conversation}, ${me}, ${other}, 1, 'Sent for export', ${now}),
    (${crypto.randomUUID()}, ${conversation}, ${other}, ${me}, 2, 'Received for export', ${now})`;
  const question = crypto.randomUUID();
  const answer = crypto.randomUUID();
  await sql`insert into questions (id, title, content, category, asked_by, created_at) values (${question}, 'Question for export', 'Body', 'Academic', ${me}, ${now})`;
  await sql`insert into answers (id, question_id, answer, answered_by, created_at) values (${answer}, ${question}, 'Answer for export', ${me}, ${now})`;
  await sql`insert into comments (id, answer_id, content, commented_by, created_at) values (${crypto.randomUUID()}, ${answer}, 'Comment for export', ${me}, ${now})`;
  await sql`insert into votes (user_id, target_type, target_id, value) values (${me}, 'answer', ${answer}, 1)`;
  await sql`insert into jobs (id, title, company_name, location, job_type, salary_range, year_of_experience, description, apply_link, contact_email, contact_phone, application_deadline, posted_by, created_at)
    values (${crypto.randomUUID()}, 'Job for export', 'Acme', 'Pune', 'Full-time', '10-12 LPA', '2', 'Build things', 'https://acme.example/jobs', 'hr@acme.example', '+91 98450 11111', '2027-01-31', ${me}, ${now})`;
  await sql`insert into job_alerts (id, user_id, filters, label, created_at) values (${crypto.randomUUID()}, ${me}, ${sql.json({ q: 'rust' })}, 'Alert for export', ${now})`;
  const event = crypto.randomUUID();
  await sql`insert into events (id, title, kind, starts_at, ends_at, private_key, public_key, created_at, updated_at)
    values (${event}, 'Event for export', 'meetup', ${now}, ${new Date(now.getTime() + 3_600_000)}, ${sql.json({})}, ${sql.json({})}, ${now}, ${now})`;
  await sql`insert into event_rsvps (id, event_id, user_id, status, responded_at, ticket) values (${crypto.randomUUID()}, ${event}, ${me}, 'going', ${now}, 'TICKET-FOR-EXPORT')`;
  await sql`insert into event_hosts (event_id, user_id) values (${event}, ${me})`;
  await sql`insert into notifications (id, user_id, kind, group_key, subject_type, subject_id, url, title, text, created_at, updated_at)
    values (${crypto.randomUUID()}, ${me}, 'connection-request', 'g', 'user', ${other}, '/network', 'Notification for export', 'text', ${now}, ${now})`;
  const announcement = crypto.randomUUID();
  await sql`insert into announcements (id, title, body, audience, send_at, created_at) values (${announcement}, 'Announcement for export', 'Body', ${sql.json({})}, ${now}, ${now})`;
  await sql`insert into announcement_recipients (announcement_id, user_id) values (${announcement}, ${me})`;
  await sql`insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at, updated_at) values ('https://push.example/export', ${me}, 'P256DH-SECRET-KEY', 'AUTH-SECRET-KEY', ${now}, ${now})`;
  await sql`insert into donations (reference, donor_id, amount, donation_type, status, paid_amount, paid_at, payment_id, message, created_at, updated_at)
    values ('DON-EXPORT1', ${me}, 5000, 'One-Time', 'paid', 500000, ${now}, 'pay_export', 'Donation for export', ${now}, ${now})`;
  const album = crypto.randomUUID();
  const photo = crypto.randomUUID();
  await sql`insert into albums (id, kind, title, created_by, created_at, updated_at) values (${album}, 'college', 'Album for export', ${me}, ${now}, ${now})`;
  await sql`insert into photos (id, album_id, uploader_id, caption, media, content_type, file_name, bytes, status, created_at, updated_at)
    values (${photo}, ${album}, ${me}, 'Photo for export', 'photo', 'image/jpeg', 'farewell.jpg', ${PHOTO_BYTES.byteLength}, 'ready', ${now}, ${now})`;
  await store.put(objectKeys.original(photo), PHOTO_BYTES, { size: PHOTO_BYTES.byteLength, contentType: 'image/jpeg' });
  await sql`insert into photo_tags (photo_id, user_id, created_at) values (${photo}, ${me}, ${now})`;
  await sql`insert into content_reports (id, target_kind, target_id, reporter_id, reason, details, created_at) values (${crypto.randomUUID()}, 'question', ${question}, ${me}, 'other', 'Report for export', ${now})`;
  await sql`insert into member_activity (user_id, day) values (${me}, '2026-11-20')`;
  await sql`insert into profile_files (user_id, slot, kind, content) values (${me}, 'resume', 'pdf', ${Buffer.from('%PDF-1.4 resume for export')})`;
  await sql`insert into member_blocks (blocker_id, blocked_id, created_at) values (${me}, ${other}, ${now})`;
  await sql`insert into passkeys (user_id, credential_id, public_key, name, created_at) values (${me}, 'CREDENTIAL-ID', ${Buffer.from('PUBLIC-KEY-BYTES')}, 'Passkey for export', ${now})`;
  return { photo };
}

describe('downloading my data', () => {
  it("puts every table about the member in the archive, as the database has it, with their files and the README; nobody else's secrets", async () => {
    const m = await insertMember(fx.db.sql, { fullName: 'Devika Export' });
    const o = await insertMember(fx.db.sql, { fullName: 'Other Person' });
    const [me, other] = [await signIn(m.rollNumber), await signIn(o.rollNumber)];
    const { photo } = await seedEveryTable(me.id, other.id);

    const asked = await call('POST', '/api/users/export', undefined, me.auth);
    expect(asked.status).toBe(202);
    expect(asked.json.export).toMatchObject({ status: 'preparing', downloadUrl: null });
    // Asking again while it is prepared answers the same one.
    expect((await call('POST', '/api/users/export', undefined, me.auth)).json.export.id).toBe(asked.json.export.id);
    await runExportJobs();

    const state = await call('GET', '/api/users/export', undefined, me.auth);
    expect(state.json.export).toMatchObject({ id: asked.json.export.id, status: 'ready', downloadUrl: `/api/users/export/${asked.json.export.id}/file` });
    const res = await createTestApp(fx.db.sql, { clock: fx.clock, objects: store }).app.request(state.json.export.downloadUrl, { headers: me.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="alumni-portal-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBe(state.json.export.size);
    const files = unzipSync(bytes);
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];

    // Every part has the member's rows, counted here from the database independently of the archive.
    for (const part of EXPORT_PARTS) expect(json(part.file).length, part.file).toBeGreaterThan(0);
    const count = async (query: Promise<{ n: string }[]>) => Number((await query)[0]!.n);
    const sql = fx.db.sql;
    expect(json('messages.json').map((r) => r.text).sort()).toEqual(['Received for export', 'Sent for export']);
    expect(json('answers.json').length).toBe(await count(sql`select count(*) as n from answers where answered_by = ${me.id}`));
    expect(json('account.json')[0]).toMatchObject({ id: me.id, email: m.email, full_name: 'Devika Export', roll_number: m.rollNumber });
    expect(json('college-record.json')[0]).toMatchObject({ roll_number: m.rollNumber, batch: m.batch });
    expect(json('profile.json')[0]).toMatchObject({ phone: '+91 98450 00000', skills: ['Kubernetes for export'] });
    expect(json('event-rsvps.json')[0]).toMatchObject({ ticket: 'TICKET-FOR-EXPORT', event_title: 'Event for export' });
    expect(json('donations.json')[0]).toMatchObject({ reference: 'DON-EXPORT1', message: 'Donation for export' });
    expect(json('devices.json').length).toBe(await count(sql`select count(*) as n from sessions where user_id = ${me.id}`));
    expect(json('passkeys.json')).toEqual([expect.objectContaining({ name: 'Passkey for export' })]);
    expect(json('push-subscriptions.json')).toEqual([expect.objectContaining({ endpoint: 'https://push.example/export' })]);
    expect(json('account-history.json').map((r) => r.action)).toContain('account.export');
    expect(strFromU8(files['README.txt']!)).toContain('messages.json');
    expect(files['files/resume.pdf']).toEqual(new Uint8Array(Buffer.from('%PDF-1.4 resume for export')));
    expect(files[`photos/${photo}-farewell.jpg`]).toEqual(PHOTO_BYTES);
    expect(strFromU8(files['receipts/DON-EXPORT1.pdf']!.subarray(0, 5))).toBe('%PDF-');

    // What is the server's or another member's stays out.
    const everything = Object.values(files).map((f) => strFromU8(f)).join('\n');
    for (const secret of ['password_hash', 'scrypt$', 'P256DH-SECRET-KEY', 'AUTH-SECRET-KEY', 'token_hash', o.email]) expect(everything).not.toContain(secret);

    // The mail says it is ready, and links to the settings page, not to the file.
    const [mail] = fx.mailsTo(m.email);
    expect(mail!.subject).toBe('Your Alumni Portal data is ready to download');
    expect(mail!.text).toContain(`${testConfig.appUrl}/settings/account#my-data`);
    expect(mail!.text).not.toContain('/file');

    // Only its member downloads it, and only for 7 days; then its file is gone.
    const notMine = await call('GET', state.json.export.downloadUrl, undefined, other.auth);
    expect(notMine.status).toBe(404);
    expect(notMine.json.message).toBe(EXPORT_NOT_FOUND);
    expect((await call('GET', state.json.export.downloadUrl)).status).toBe(401);
    expect((await call('GET', '/api/users/export/not-an-id/file', undefined, me.auth)).status).toBe(404);
    fx.clock.advance(7 * DAY_MS + 1);
    const later = await signIn(m.rollNumber);
    expect((await call('GET', state.json.export.downloadUrl, undefined, later.auth)).status).toBe(404);
    expect((await call('GET', '/api/users/export', undefined, later.auth)).json.export).toMatchObject({ status: 'expired', downloadUrl: null });
    expect(await expireDataExports(fx.db.sql, store, fx.clock.now())).toBe(1);
    expect(await store.head(`exports/${asked.json.export.id}.zip`)).toBeNull();
  });

  it('makes one archive of twenty requests at once, and at most three a day', async () => {
    const m = await insertMember(fx.db.sql);
    const me = await signIn(m.rollNumber);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/api/users/export', undefined, me.auth)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((a) => a.json.export.id)).size).toBe(1);
    await runExportJobs();
    for (let i = 1; i < EXPORTS_PER_DAY; i += 1) {
      expect((await call('POST', '/api/users/export', undefined, me.auth)).status).toBe(202);
      await runExportJobs();
    }
    const refused = await call('POST', '/api/users/export', undefined, me.auth);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(EXPORT_TOO_MANY);
    expect(Number((await fx.db.sql`select count(*) as n from data_exports where user_id = ${me.id}`)[0]!.n)).toBe(EXPORTS_PER_DAY);
  });

  it("an erased account's archives go: a ready one's file, a preparing one never built", async () => {
    const m = await insertMember(fx.db.sql);
    const me = await signIn(m.rollNumber);
    const ready = (await call('POST', '/api/users/export', undefined, me.auth)).json.export.id as string;
    await runExportJobs();
    const preparing = (await call('POST', '/api/users/export', undefined, me.auth)).json.export.id as string;
    expect(preparing).not.toBe(ready);
    expect((await call('DELETE', '/api/users/me', { password: MEMBER_PASSWORD }, me.auth)).status).toBe(200);
    fx.clock.advance(15 * DAY_MS);
    await eraseDueAccounts(fx.db.sql, { now: fx.clock.now(), secret: testConfig.jwtSecret });
    await runExportJobs();
    expect(await store.head(`exports/${ready}.zip`)).not.toBeNull();
    await expireDataExports(fx.db.sql, store, fx.clock.now());
    expect(await store.head(`exports/${ready}.zip`)).toBeNull();
    const rows = await fx.db.sql`select status from data_exports where user_id = ${me.id}`;
    expect(rows.map((r) => r.status)).toEqual(['expired', 'expired']);
  });
});

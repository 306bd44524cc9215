import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';

/**
 * A row in each table that the demo and college seeds leave empty (sign-in state, payments, the
 * sync log, invitations…), so that a test over "every table" (backups, issue 55) covers them all.
 * Values are made up but valid: each row satisfies its table's constraints.
 */
export async function fillEveryTable(sql: Sql, now: Date): Promise<void> {
  const later = new Date(now.getTime() + 3_600_000);
  const [me, other] = (await sql<{ id: string }[]>`select id from users where role = 'member' order by id limit 2`).map((u) => u.id) as [string, string];
  const [roster] = await sql<{ id: string; email: string }[]>`select id, email from college_data order by id limit 1`;
  const [album] = await sql<{ id: string }[]>`select id from albums order by id limit 1`;
  const [photo] = await sql<{ id: string }[]>`select id from photos order by id limit 1`;
  const [donation] = await sql<{ id: string }[]>`select id from donations order by id limit 1`;
  const [announcement] = await sql<{ id: string }[]>`select id from announcements order by id limit 1`;

  const session = randomUUID();
  await sql`insert into sessions (id, user_id) values (${session}, ${me})`;
  await sql`insert into refresh_tokens (token_hash, session_id, expires_at) values ('refresh-hash-every-table', ${session}, ${later})`;
  await sql`insert into account_codes (user_id, purpose, email, code_hash, expires_at, created_at) values (${me}, 'password_reset', 'me@example.edu', 'code-hash', ${later}, ${now})`;
  await sql`insert into email_change_undos (user_id, token_hash, old_email, new_email, expires_at, created_at) values (${me}, 'undo-hash', 'old@example.edu', 'new@example.edu', ${later}, ${now})`;
  await sql`insert into verification_codes (roster_id, email, code_hash, expires_at) values (${roster!.id}, ${roster!.email}, 'verify-hash', ${later})`;
  await sql`insert into login_addresses (user_id, address, last_login_at) values (${me}, '203.0.113.7', ${now})`;
  await sql`insert into recovery_codes (user_id, code_hash) values (${me}, 'recovery-hash')`;
  await sql`insert into totp_factors (user_id, secret_sealed, created_at) values (${me}, 'sealed-secret', ${now})`;
  await sql`insert into passkeys (user_id, credential_id, public_key, name, created_at) values (${me}, 'credential-every-table', ${Buffer.from('public-key')}, 'Laptop', ${now})`;
  await sql`insert into webauthn_challenges (challenge, purpose, expires_at) values ('challenge-every-table', 'sign-in', ${later})`;
  await sql`insert into rate_limit_events (bucket, at) values ('login:203.0.113.7', ${now})`;

  await sql`insert into contact_messages (name, email, message) values ('A Visitor', 'visitor@example.com', 'Hello, office')`;
  await sql`insert into dashboard_cache (name, computed_at, figures) values ('every-table', ${now}, ${sql.json({ members: 1 })})`;
  await sql`insert into data_exports (user_id, requested_at) values (${me}, ${now})`;
  await sql`insert into job_alerts (id, user_id, filters, label, created_at) values (${randomUUID()}, ${me}, ${sql.json({ q: 'rust' })}, 'Rust jobs', ${now})`;
  await sql`insert into member_blocks (blocker_id, blocked_id, created_at) values (${me}, ${other}, ${now})`;
  await sql`insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at, updated_at) values ('https://push.example/every-table', ${me}, 'p256dh', 'auth', ${now}, ${now})`;
  await sql`insert into profile_files (user_id, slot, kind, content) values (${me}, 'resume', 'pdf', ${Buffer.from('%PDF-1.4 every table')})`;
  await sql`insert into photo_tags (photo_id, user_id, created_at) values (${photo!.id}, ${me}, ${now}) on conflict do nothing`;
  await sql`insert into photo_uploads (id, album_id, uploader_id, bytes, created_at, updated_at) values (${randomUUID()}, ${album!.id}, ${me}, 1024, ${now}, ${now})`;

  await sql`insert into donation_plans (period, amount, plan_id) values ('monthly', 500, 'plan_every_table')`;
  await sql`insert into donation_refunds (refund_id, donation_id, payment_id, amount, counted, processed_at) values ('rfnd_every_table', ${donation!.id}, 'pay_every_table', 100, 100, ${now})`;
  await sql`insert into payment_events (event_id, event, received_at) values ('evt_every_table', 'payment.captured', ${now})`;
  await sql`insert into invitations (id, announcement_id, roster_id, email, token_hash, sent_at, expires_at) values (${randomUUID()}, ${announcement!.id}, ${roster!.id}, ${roster!.email}, 'invite-hash', ${now}, ${later})`;
  await sql`insert into invitation_unsubscribes (email, at) values ('no-more@example.com', ${now})`;

  const client = randomUUID();
  await sql`insert into sync_clients (client_id, user_id) values (${client}, ${me})`;
  await sql`insert into sync_mutations (client_id, mutation_id, name, status) values (${client}, 1, 'createJob', 'applied')`;
}

import type { Sql } from 'postgres';

/**
 * What a member's archive holds (issue 53, docs/decisions/0142-data-exports.md): one JSON file per
 * table about them, each row as the database keeps it, less what is a secret of the server (password
 * and token hashes, push keys) or belongs to someone else (another member's private fields). The
 * test compares every file with the database; a new table about members joins this list.
 */
export type ExportPart = { file: string; about: string; rows: (sql: Sql, userId: string) => Promise<readonly object[]> };

export const EXPORT_PARTS: readonly ExportPart[] = [
  {
    file: 'account.json',
    about: 'Your account: name, e-mail, roll number, role, when it was made and changed.',
    rows: (sql, id) => sql`
      select id, role, full_name, email, roll_number, created_at, updated_at, suspended_at, suspended_until, suspended_reason, deactivated_at, erase_after
      from users where id = ${id}`,
  },
  {
    file: 'college-record.json',
    about: "The college's record of you (the roster row your account is linked to).",
    rows: (sql, id) => sql`select c.* from college_data c join users u on u.roster_id = c.id where u.id = ${id}`,
  },
  {
    file: 'profile.json',
    about: 'Your profile and its sections, phone, privacy settings and notification preferences.',
    rows: (sql, id) => sql`select * from profiles where user_id = ${id}`,
  },
  { file: 'connections.json', about: 'Your connections and connection requests, sent and received.', rows: (sql, id) => sql`select * from connections where user_low = ${id} or user_high = ${id} order by requested_at` },
  { file: 'blocks.json', about: 'Members you blocked.', rows: (sql, id) => sql`select * from member_blocks where blocker_id = ${id} order by created_at` },
  { file: 'questions.json', about: 'Questions you asked in the Query Portal.', rows: (sql, id) => sql`select * from questions where asked_by = ${id} order by created_at` },
  { file: 'answers.json', about: 'Answers you wrote.', rows: (sql, id) => sql`select * from answers where answered_by = ${id} order by created_at` },
  { file: 'comments.json', about: 'Comments you wrote on answers.', rows: (sql, id) => sql`select * from comments where commented_by = ${id} order by created_at` },
  { file: 'votes.json', about: 'Your votes on questions and answers.', rows: (sql, id) => sql`select * from votes where user_id = ${id} order by updated_at` },
  { file: 'jobs.json', about: 'Jobs you posted.', rows: (sql, id) => sql`select * from jobs where posted_by = ${id} order by created_at` },
  { file: 'job-alerts.json', about: 'Your saved job alerts.', rows: (sql, id) => sql`select * from job_alerts where user_id = ${id} order by created_at` },
  {
    file: 'event-rsvps.json',
    about: 'Your RSVPs to events, with their tickets and check-ins.',
    rows: (sql, id) => sql`select r.*, e.title as event_title, e.starts_at as event_starts_at from event_rsvps r join events e on e.id = r.event_id where r.user_id = ${id} order by r.responded_at`,
  },
  { file: 'events-hosted.json', about: 'Events you host.', rows: (sql, id) => sql`select h.*, e.title as event_title from event_hosts h join events e on e.id = h.event_id where h.user_id = ${id}` },
  {
    file: 'messages.json',
    about: 'Messages you sent and received.',
    rows: (sql, id) => sql`select * from messages where sender_id = ${id} or recipient_id = ${id} order by conversation_id, seq`,
  },
  { file: 'notifications.json', about: 'Your notifications inbox.', rows: (sql, id) => sql`select * from notifications where user_id = ${id} order by created_at` },
  {
    file: 'announcements.json',
    about: "The office's announcements sent to you, and whether you opened them.",
    rows: (sql, id) => sql`select r.*, a.title from announcement_recipients r join announcements a on a.id = r.announcement_id where r.user_id = ${id}`,
  },
  {
    file: 'push-subscriptions.json',
    about: 'The browsers you allowed to show notifications (their keys stay on the server).',
    rows: (sql, id) => sql`select endpoint, created_at, updated_at from push_subscriptions where user_id = ${id} order by created_at`,
  },
  {
    file: 'donations.json',
    about: 'Your donations; the receipts of paid ones are in receipts/.',
    rows: (sql, id) => sql`
      select d.id, d.reference, f.name as fund, d.amount, d.donation_type, d.message, d.status, d.order_id, d.subscription_id, d.subscription_status,
        d.parent_id, d.payment_id, d.paid_amount, d.failure_reason, d.refunded_amount, d.created_at, d.paid_at, d.updated_at
      from donations d left join donation_funds f on f.id = d.fund_id where d.donor_id = ${id} order by d.created_at`,
  },
  {
    file: 'photos.json',
    about: 'Photos and videos you uploaded to Memory Lane; their originals are in photos/.',
    rows: (sql, id) => sql`select p.*, a.title as album_title from photos p join albums a on a.id = p.album_id where p.uploader_id = ${id} order by p.created_at`,
  },
  { file: 'photo-tags.json', about: 'Photos you are tagged in.', rows: (sql, id) => sql`select * from photo_tags where user_id = ${id} order by created_at` },
  { file: 'albums.json', about: 'Albums you made.', rows: (sql, id) => sql`select * from albums where created_by = ${id} order by created_at` },
  { file: 'reports.json', about: 'Content you reported to the moderators.', rows: (sql, id) => sql`select * from content_reports where reporter_id = ${id} order by created_at` },
  {
    file: 'devices.json',
    about: 'Where your account was signed in: browser, when, last seen.',
    rows: (sql, id) => sql`select id, user_agent, created_at, last_seen_at, revoked_at from sessions where user_id = ${id} order by created_at`,
  },
  { file: 'passkeys.json', about: 'Your passkeys: their names, when added and last used (the keys stay on your devices).', rows: (sql, id) => sql`select id, name, created_at, last_used_at from passkeys where user_id = ${id} order by created_at` },
  { file: 'sign-in-addresses.json', about: 'The network addresses your account signed in from, kept to warn of unusual sign-ins.', rows: (sql, id) => sql`select address, last_login_at from login_addresses where user_id = ${id}` },
  { file: 'active-days.json', about: 'The days you used the portal (the office counts active members by them).', rows: (sql, id) => sql`select day from member_activity where user_id = ${id} order by day` },
  {
    file: 'account-history.json',
    about: 'What was done to your account, by you or the office: password and e-mail changes, sign-outs, suspensions.',
    rows: (sql, id) => sql`select action, reason, at from audit_log where target_id = ${id}::text or (admin_id = ${id} and action like 'account.%') order by at`,
  },
];

-- Issue 32: the admin dashboard (docs/decisions/0111-dashboard.md).

-- A member's days of use, one row per member and UTC day, written by their first pull of the day:
-- "weekly active members" counts these rows, not a counter kept by hand.
create table member_activity (
  user_id uuid not null references users (id) on delete cascade,
  day date not null,
  primary key (user_id, day)
);
create index member_activity_day_idx on member_activity (day);

-- What an outbox row is about ('announcement:<id>'), kept when its payload is purged after 7 days,
-- so an announcement's pushed / e-mailed / failed figures stay.
alter table outbox add column about text;
create index outbox_about_idx on outbox (about, kind) where about is not null;
update outbox set about = 'announcement:' || substring(coalesce(payload->'message'->>'url', payload->'values'->>'url') from '/announcements/([0-9a-f-]{36})$')
where coalesce(payload->'message'->>'url', payload->'values'->>'url') ~ '/announcements/[0-9a-f-]{36}$';

-- The dashboard's figures, computed by SQL and kept a few minutes: one row per figure.
create table dashboard_cache (
  name text primary key,
  computed_at timestamptz not null,
  figures jsonb not null
);

-- Indexes the figures read by time.
create index users_members_created_idx on users (created_at) where role = 'member';
create index donations_kept_paid_idx on donations (paid_at) where status in ('paid', 'refunded');

-- The notification inbox, preferences per kind and channel, and job alerts (issue 29;
-- docs/decisions/0104-notifications.md).

-- One line per thing that concerned a member. Happenings about one thing (answers on one question,
-- jobs for one alert on one day) add to the line still unread rather than making a new one.
create table notifications (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null,
  group_key text not null,
  subject_type text not null,
  subject_id text not null,
  url text not null,
  actor_id uuid references users (id) on delete set null,
  actor_name text,
  title text not null,
  count integer not null default 1 check (count > 0),
  text text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  read_at timestamptz,
  version bigint not null default 0,
  deleted_at timestamptz
);
create index notifications_user_version_idx on notifications (user_id, version);
-- At most one unread line per thing: the one later happenings add to.
create unique index notifications_open_group_idx on notifications (user_id, group_key) where read_at is null and deleted_at is null;
-- The digest's scan: unread lines, oldest first.
create index notifications_unread_idx on notifications (user_id, updated_at) where read_at is null and deleted_at is null;
create trigger notifications_bump_version before insert or update on notifications
  for each row execute function bump_sync_version();

-- The member's own choices over the defaults (domain/notifications/notification-preferences.ts):
-- {"answer": {"push": false}, …}. The e-mail switch for connection requests (migration 0016) is one of them.
alter table profiles add column notification_channels jsonb not null default '{}';
alter table profiles add column notification_digest text not null default 'off' check (notification_digest in ('off', 'daily', 'weekly'));
alter table profiles add column last_digest_at timestamptz;
update profiles set notification_channels = '{"connection-request": {"email": true}}' where email_connection_requests;
alter table profiles drop column email_connection_requests;

create table job_alerts (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  filters jsonb not null,
  label text not null,
  created_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz
);
create index job_alerts_user_version_idx on job_alerts (user_id, version);
create index job_alerts_live_idx on job_alerts (user_id) where deleted_at is null;
create trigger job_alerts_bump_version before insert or update on job_alerts
  for each row execute function bump_sync_version();

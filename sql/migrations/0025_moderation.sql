-- Issue 32: the alumni office keeps the community safe (docs/decisions/0107-moderation.md).

-- Every admin action, append-only: no route, and no statement short of dropping the table, can
-- change or remove a line once written.
create table audit_log (
  id bigserial primary key,
  at timestamptz not null,
  admin_id uuid references users (id) on delete set null,
  admin_name text not null,
  action text not null,
  target_kind text not null,
  target_id text not null,
  reason text not null default '',
  before jsonb,
  after jsonb
);
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_action_idx on audit_log (action, at desc);

create function audit_log_is_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'The audit log cannot be changed' using errcode = 'insufficient_privilege';
end $$;
create trigger audit_log_no_update before update or delete on audit_log
  for each row execute function audit_log_is_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_is_append_only();

-- What a member reported, once per member and thing. `resolved_at` is set when an admin hides,
-- restores or dismisses the thing; a resolved report no longer counts towards hiding it.
create table content_reports (
  id uuid primary key,
  target_kind text not null check (target_kind in ('question', 'answer', 'comment', 'job', 'profile', 'message')),
  target_id uuid not null,
  reporter_id uuid not null references users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'abuse', 'wrong', 'other')),
  details text not null default '',
  created_at timestamptz not null,
  resolved_at timestamptz,
  unique (target_kind, target_id, reporter_id)
);
create index content_reports_open_idx on content_reports (target_kind, target_id) where resolved_at is null;
create index content_reports_created_idx on content_reports (created_at desc);

-- The message reports kept so far (issue 31) join the one queue.
insert into content_reports (id, target_kind, target_id, reporter_id, reason, details, created_at)
  select id, 'message', message_id, reporter_id, 'other', reason, created_at from message_reports
  on conflict do nothing;
drop table message_reports;

-- A thing the moderators removed: others no longer get its words, its author sees why and may ask
-- for a review. `removed_by` is null when it was hidden by reports, pending review.
do $$
declare
  t text;
begin
  foreach t in array array['questions', 'answers', 'comments', 'jobs', 'messages', 'profiles'] loop
    execute format('alter table %I add column removed_at timestamptz, add column removed_by uuid references users (id) on delete set null,
      add column removed_reason text, add column review_requested_at timestamptz', t);
  end loop;
end $$;

-- A suspended member cannot sign in or post until `suspended_until` (forever when null).
alter table users add column suspended_at timestamptz, add column suspended_until timestamptz, add column suspended_reason text;

-- The office's own choice of how many members' reports hide a thing pending review.
create table moderation_settings (
  id boolean primary key default true check (id),
  auto_hide_reports integer not null default 3 check (auto_hide_reports between 1 and 100)
);
insert into moderation_settings default values;

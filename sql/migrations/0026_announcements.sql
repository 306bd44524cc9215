-- Issue 32: the alumni office's announcements (docs/decisions/0109-announcements.md).

create table announcements (
  id uuid primary key,
  title text not null,
  body text not null,
  audience jsonb not null,
  send_at timestamptz not null,
  status text not null default 'scheduled' check (status in ('scheduled', 'sending', 'sent', 'cancelled')),
  -- While sending: when the sender took it, so another can take over one left half sent.
  sending_since timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index announcements_due_idx on announcements (send_at) where status in ('scheduled', 'sending');
create index announcements_created_idx on announcements (created_at desc);

-- Who an announcement reached, once each: the member's copy syncs (and pokes) by this row's version.
create table announcement_recipients (
  announcement_id uuid not null references announcements (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  opened_at timestamptz,
  version bigint not null default 0,
  primary key (announcement_id, user_id)
);
create index announcement_recipients_user_version_idx on announcement_recipients (user_id, version);
create trigger announcement_recipients_bump_version before insert or update on announcement_recipients
  for each row execute function bump_sync_version();
create trigger announcement_recipients_poke_insert after insert on announcement_recipients
  referencing new table as changed for each statement execute function poke_members('announcements', 'user_id');
create trigger announcement_recipients_poke_update after update on announcement_recipients
  referencing new table as changed for each statement execute function poke_members('announcements', 'user_id');

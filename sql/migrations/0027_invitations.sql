-- Issue 32: announcements reach graduates who never signed up, as invitations to join
-- (docs/decisions/0110-invitations.md).

-- One per announcement and roster row; the link's token is kept only as its SHA-256.
create table invitations (
  id uuid primary key,
  announcement_id uuid not null references announcements (id) on delete cascade,
  roster_id uuid not null references college_data (id) on delete cascade,
  email text not null,
  token_hash text not null unique,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  unique (announcement_id, roster_id)
);
create index invitations_sent_idx on invitations (sent_at);

-- Addresses that asked for no more invitations (lower case).
create table invitation_unsubscribes (
  email text primary key,
  at timestamptz not null
);

-- False while an announcement still has roster rows to invite: the daily cap may spread them over days.
alter table announcements add column invitations_done boolean not null default true;
create index announcements_inviting_idx on announcements (send_at) where status = 'sent' and not invitations_done;

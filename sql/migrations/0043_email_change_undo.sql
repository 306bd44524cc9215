-- Issue 53: a changed e-mail address can be changed back for 7 days from a link mailed to the old
-- one, in case the change was not the member's (docs/decisions/0140-forgotten-passwords.md). Only
-- the token's hash is kept; each link is for one change of one account, and works once.
create table email_change_undos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  token_hash text not null unique,
  old_email text not null,
  new_email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index email_change_undos_user_idx on email_change_undos (user_id);

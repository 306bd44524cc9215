-- Codes mailed to an account (issue 53): a forgotten password's reset, later an e-mail change's
-- confirmation. Each is for one purpose of one account: the hash covers both, so a code made for
-- one never checks for the other (docs/decisions/0140-forgotten-passwords.md).
create table account_codes (
  id uuid primary key default gen_random_uuid(),
  seq bigserial not null, -- issue order; created_at can tie
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_change')),
  email text not null, -- the address it was mailed to
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index account_codes_user_idx on account_codes (user_id, purpose, seq desc);

-- Verification codes: stored hashed, short-lived, limited attempts, single use.
create table verification_codes (
  id uuid primary key default gen_random_uuid(),
  seq bigserial not null, -- issue order; created_at can tie
  roster_id uuid not null references college_data (id) on delete cascade,
  email text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_roster_idx on verification_codes (roster_id, seq desc);
create index verification_codes_email_idx on verification_codes (lower(email), seq desc);

-- A session is one sign-in; its refresh tokens rotate on use. Revoking the session ends them all.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

-- Counted events for rate limits (failed logins, code sends); old rows are pruned as they age out.
create table rate_limit_events (
  bucket text not null,
  at timestamptz not null
);
create index rate_limit_events_bucket_idx on rate_limit_events (bucket, at);

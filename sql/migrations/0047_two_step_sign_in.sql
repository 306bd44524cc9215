-- Issue 53, "Two-step sign-in for admins": an authenticator app's secret (TOTP, RFC 6238), sealed
-- with the server's secret, and ten one-time recovery codes, only their hashes; a college setting
-- that requires a second step of every admin (docs/decisions/0144-two-step-sign-in.md).
create table totp_factors (
  user_id uuid primary key references users (id) on delete cascade,
  secret_sealed text not null,
  confirmed_at timestamptz,
  -- The last 30-second step a code was accepted for: a code works once.
  last_step bigint not null default 0,
  created_at timestamptz not null
);

create table recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);
create index recovery_codes_user_idx on recovery_codes (user_id);

create table security_settings (
  id boolean primary key default true check (id),
  require_admin_second_step boolean not null default false,
  updated_at timestamptz,
  updated_by uuid references users (id) on delete set null
);
insert into security_settings (id) values (true);

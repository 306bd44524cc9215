-- Addresses a member has signed in from (docs/decisions/0055-login-lockout-per-address.md): the
-- account-wide back-off after many failed logins does not slow the member down from these.
create table login_addresses (
  user_id uuid not null references users (id) on delete cascade,
  address text not null,
  last_login_at timestamptz not null,
  primary key (user_id, address)
);

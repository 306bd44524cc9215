-- Issue 53, "Passkeys": WebAuthn discoverable credentials, several per account, each named by its
-- member (docs/decisions/0143-passkeys.md). Only the public key is kept. A challenge is issued for
-- one ceremony (adding a passkey to one account, or one sign-in), works once and for 5 minutes.
create table passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  credential_id text not null unique,
  public_key bytea not null,
  counter bigint not null default 0,
  transports jsonb not null default '[]',
  name text not null,
  created_at timestamptz not null,
  last_used_at timestamptz
);
create index passkeys_user_idx on passkeys (user_id);

create table webauthn_challenges (
  id uuid primary key default gen_random_uuid(),
  challenge text not null,
  purpose text not null check (purpose in ('register', 'sign-in')),
  user_id uuid references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index webauthn_challenges_expiry_idx on webauthn_challenges (expires_at);

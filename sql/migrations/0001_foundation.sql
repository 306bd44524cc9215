-- The college roster ("college data"): the records members sign up against.
create table college_data (
  id uuid primary key default gen_random_uuid(),
  full_name text not null,
  email text not null,
  roll_number bigint not null unique,
  gender text not null check (gender in ('Male', 'Female', 'Other')),
  course text not null,
  branch text not null,
  cgpa numeric(4, 2) check (cgpa >= 0 and cgpa <= 10),
  batch text not null check (batch ~ '^\d{4}-\d{4}$'),
  created_at timestamptz not null default now()
);
create unique index college_data_email_key on college_data (lower(email));
create index college_data_full_name_idx on college_data (full_name);

-- Accounts. Members are linked to one roster row; admins need none.
create table users (
  id uuid primary key default gen_random_uuid(),
  role text not null check (role in ('admin', 'member')),
  roster_id uuid unique references college_data (id),
  full_name text not null,
  email text not null,
  roll_number bigint unique,
  password_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (role = 'admin' or roster_id is not null)
);
create unique index users_email_key on users (lower(email));

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  created_at timestamptz not null default now()
);

-- Side effects (mail, push) waiting for the dispatcher; written in the same transaction as the change.
create table outbox (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create index outbox_pending_idx on outbox (next_attempt_at) where sent_at is null;

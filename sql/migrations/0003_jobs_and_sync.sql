-- Every synced row carries a version from this sequence, stamped on insert and on each change;
-- pull returns rows with a version above the client's cursor.
create sequence sync_version;

create table jobs (
  id uuid primary key,
  title text not null,
  company_name text not null,
  location text not null,
  job_type text not null,
  salary_range text not null,
  salary_currency text not null default 'INR',
  status text not null default 'active' check (status in ('active', 'inactive')),
  year_of_experience text not null,
  description text not null,
  requirements jsonb not null default '[]',
  apply_link text not null,
  contact_email text not null,
  contact_phone text not null,
  application_deadline date not null,
  posted_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default nextval('sync_version')
);
create index jobs_version_idx on jobs (version);

-- Any change to a synced row gives it a new version, so no writer can forget to.
create function bump_sync_version() returns trigger language plpgsql as $$
begin
  new.version := nextval('sync_version');
  return new;
end $$;
create trigger jobs_bump_version before update on jobs for each row execute function bump_sync_version();
create index jobs_created_at_idx on jobs (created_at desc) where deleted_at is null;

-- One row per client (a browser profile's IndexedDB); a client belongs to one member.
create table sync_clients (
  client_id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  last_mutation_id bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- The outcome of every processed mutation, so a push whose answer was lost is answered the same.
create table sync_mutations (
  client_id uuid not null references sync_clients (client_id) on delete cascade,
  mutation_id bigint not null,
  name text not null,
  status text not null check (status in ('applied', 'rejected')),
  code text,
  message text,
  processed_at timestamptz not null default now(),
  primary key (client_id, mutation_id)
);

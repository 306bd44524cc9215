-- A member's profile sections (spec 3: jobId, skillId, extraId), one row per member. Each section is
-- a small document the member edits as a whole; null means the section was never created (the
-- spec's create-versus-update rules read that). The row is synced to its owner (version trigger).
create table profiles (
  user_id uuid primary key references users (id) on delete cascade,
  job jsonb,
  skills jsonb,
  extra jsonb,
  version bigint not null default 0,
  deleted_at timestamptz,
  updated_at timestamptz not null default now()
);
create index profiles_version_idx on profiles (version);
create trigger profiles_bump_version before insert or update on profiles
  for each row execute function bump_sync_version();

-- Every member has a row from the start, however the account was made.
create function create_member_profile() returns trigger language plpgsql as $$
begin
  if new.role = 'member' then
    insert into profiles (user_id) values (new.id) on conflict do nothing;
  end if;
  return new;
end $$;
create trigger users_create_profile after insert on users
  for each row execute function create_member_profile();
insert into profiles (user_id) select id from users where role = 'member' on conflict do nothing;

-- Connections between members (issue 13; docs/decisions/0078-connections.md): one row per pair,
-- whoever asked. `id` is derived from the pair (domain/connections/connection-id.ts), so a device
-- can name a request it makes offline, and a pair asked again reuses its row. Rejected, withdrawn
-- and removed rows stay as tombstones (deleted_at) so every device's next pull drops them.
create table connections (
  id uuid primary key,
  user_low uuid not null references users (id) on delete cascade,
  user_high uuid not null references users (id) on delete cascade,
  requested_by uuid not null references users (id) on delete cascade,
  status text not null check (status in ('pending', 'connected')),
  requested_at timestamptz not null,
  connected_at timestamptz,
  version bigint not null default 0,
  deleted_at timestamptz,
  check (user_low < user_high),
  check (requested_by in (user_low, user_high)),
  unique (user_low, user_high)
);
create index connections_low_idx on connections (user_low) where deleted_at is null;
create index connections_high_idx on connections (user_high) where deleted_at is null;
create trigger connections_bump_version before insert or update on connections
  for each row execute function bump_sync_version();

-- Whether two members are connected now: what 'My connections' privacy settings read.
create function are_connected(a uuid, b uuid) returns boolean language sql stable as $$
  select exists (
    select 1 from connections k
    where k.user_low = least(a, b) and k.user_high = greatest(a, b)
      and k.status = 'connected' and k.deleted_at is null)
$$;

-- Becoming or ceasing to be connected changes what each member may see of the other (ADR 0020):
-- re-stamp both profiles, so the own profile (its connections) and the classmates rows are pulled.
create function connections_restamp_profiles() returns trigger language plpgsql as $$
begin
  if (tg_op = 'INSERT' and new.deleted_at is null) or (tg_op = 'UPDATE' and (old.status is distinct from new.status or old.deleted_at is distinct from new.deleted_at)) then
    update profiles set version = version where user_id in (new.user_low, new.user_high);
  end if;
  return null;
end $$;
create trigger connections_restamp after insert or update on connections
  for each row execute function connections_restamp_profiles();

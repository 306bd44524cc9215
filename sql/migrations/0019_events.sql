-- Events and meetups (issue 16; docs/decisions/0091-event-tickets.md). Each event has its own
-- ECDSA P-256 key pair: the private half signs tickets and never leaves the server, the public half
-- is synced so a host's device checks tickets with no connection.
create table events (
  id uuid primary key,
  title text not null,
  description text not null default '',
  agenda jsonb not null default '[]',
  kind text not null check (kind in ('meetup', 'reunion', 'webinar', 'workshop')),
  batch text,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  online boolean not null default false,
  city text not null default '',
  venue text not null default '',
  map_url text,
  join_url text,
  capacity integer check (capacity is null or capacity > 0),
  status text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  private_key jsonb not null,
  public_key jsonb not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  reminded_at timestamptz,
  version bigint not null default 0,
  deleted_at timestamptz,
  check (ends_at > starts_at)
);
create index events_starts_at_idx on events (starts_at) where deleted_at is null;
create index events_version_idx on events (version);
-- The reminder job's scan: scheduled events not yet reminded.
create index events_to_remind_idx on events (starts_at) where reminded_at is null and status = 'scheduled' and deleted_at is null;
create trigger events_bump_version before insert or update on events
  for each row execute function bump_sync_version();

-- A removed host keeps their row (removed_at) so their devices' next pull finds the guests to drop.
create table event_hosts (
  event_id uuid not null references events (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  removed_at timestamptz,
  primary key (event_id, user_id)
);
create index event_hosts_user_idx on event_hosts (user_id);

-- A place in a waitlist: taken under the event's row lock, so the order is the order of commits
-- (a clock reading taken before waiting for the lock is not).
create sequence event_waitlist_order;

-- One row per member and event; its id is the ticket id (domain/events/ticket-id.ts).
create table event_rsvps (
  id uuid primary key,
  event_id uuid not null references events (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  status text not null check (status in ('going', 'interested', 'not_going', 'waitlisted')),
  waitlisted_at timestamptz,
  waitlist_order bigint,
  ticket text,
  responded_at timestamptz not null,
  checked_in_at timestamptz,
  checked_in_by uuid references users (id) on delete set null,
  version bigint not null default 0,
  deleted_at timestamptz,
  unique (event_id, user_id)
);
create index event_rsvps_user_version_idx on event_rsvps (user_id, version);
create index event_rsvps_event_status_idx on event_rsvps (event_id, status, waitlist_order);
create index event_rsvps_version_idx on event_rsvps (version);
create trigger event_rsvps_bump_version before insert or update on event_rsvps
  for each row execute function bump_sync_version();

-- Every member's events row shows going and waitlist counts and the first people going (ADR 0020):
-- a change of who is going re-stamps the event, so the next pull of every member carries it.
create function event_rsvps_restamp_event() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.status is distinct from new.status or old.deleted_at is distinct from new.deleted_at then
    update events set version = version where id = new.event_id;
  end if;
  -- A check-in counts in the member's analytics (their own profile row).
  if tg_op = 'UPDATE' and old.checked_in_at is null and new.checked_in_at is not null then
    update profiles set version = version where user_id = new.user_id;
  end if;
  -- One fewer ahead in the line: the waitlist positions behind change.
  if tg_op = 'UPDATE' and old.status = 'waitlisted' and new.status <> 'waitlisted' then
    update event_rsvps set version = version where event_id = new.event_id and status = 'waitlisted' and id <> new.id;
  end if;
  return null;
end $$;
create trigger event_rsvps_restamp after insert or update on event_rsvps
  for each row execute function event_rsvps_restamp_event();

-- Hosts decide who may manage an event (its row's canManage and joinUrl) and who pulls its guests:
-- a change re-stamps the event and its going tickets, so a new host gets them and a removed one
-- gets tombstones.
create function event_hosts_restamp() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.removed_at is distinct from new.removed_at then
    update events set version = version where id = new.event_id;
    update event_rsvps set version = version where event_id = new.event_id and ticket is not null;
    update profiles set version = version where user_id = new.user_id; -- their analytics
  end if;
  return null;
end $$;
create trigger event_hosts_restamp after insert or update on event_hosts
  for each row execute function event_hosts_restamp();

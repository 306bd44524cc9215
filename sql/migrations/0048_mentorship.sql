-- Mentorship (issue 54; docs/decisions/0146-mentorship.md). Each table is synced to the members it
-- concerns (version, deleted_at, the version trigger and pokes, as docs/adding-a-synced-write.md has it).

-- A mentor's offer: one per member. `active` counts their active mentorships; it changes only under
-- this row's lock (an accept takes it), so ten accepts for the last place make one mentorship.
create table mentor_offers (
  user_id uuid primary key references users (id) on delete cascade,
  topics text[] not null,
  capacity int not null check (capacity between 1 and 10),
  note text not null default '',
  paused boolean not null default false,
  office_paused boolean not null default false,
  active int not null default 0 check (active >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz
);
create index mentor_offers_version_idx on mentor_offers (version);
create trigger mentor_offers_bump_version before insert or update on mentor_offers
  for each row execute function bump_sync_version();

create table mentor_requests (
  id uuid primary key,
  mentor_id uuid not null references users (id) on delete cascade,
  mentee_id uuid not null references users (id) on delete cascade,
  goal text not null,
  topics text[] not null default '{}',
  status text not null check (status in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
  message text not null default '',
  created_at timestamptz not null,
  expires_at timestamptz not null,
  answered_at timestamptz,
  mentorship_id uuid,
  version bigint not null default 0,
  deleted_at timestamptz,
  check (mentor_id <> mentee_id)
);
-- One open request per pair; the open-request limit counts a mentee's open rows.
create unique index mentor_requests_open_pair_idx on mentor_requests (mentor_id, mentee_id) where status = 'open';
create index mentor_requests_mentee_open_idx on mentor_requests (mentee_id) where status = 'open';
create index mentor_requests_expiry_idx on mentor_requests (expires_at) where status = 'open';
create index mentor_requests_mentor_version_idx on mentor_requests (mentor_id, version);
create index mentor_requests_mentee_version_idx on mentor_requests (mentee_id, version);
create trigger mentor_requests_bump_version before insert or update on mentor_requests
  for each row execute function bump_sync_version();

create table mentorships (
  id uuid primary key,
  request_id uuid not null unique references mentor_requests (id) on delete cascade,
  mentor_id uuid not null references users (id) on delete cascade,
  mentee_id uuid not null references users (id) on delete cascade,
  goal text not null,
  topics text[] not null default '{}',
  status text not null check (status in ('active', 'ended')),
  started_at timestamptz not null,
  ended_at timestamptz,
  ended_by text check (ended_by in ('mentor', 'mentee', 'office')),
  closing_note text not null default '',
  version bigint not null default 0,
  deleted_at timestamptz
);
create unique index mentorships_active_pair_idx on mentorships (mentor_id, mentee_id) where status = 'active';
create index mentorships_mentor_version_idx on mentorships (mentor_id, version);
create index mentorships_mentee_version_idx on mentorships (mentee_id, version);
create index mentorships_started_idx on mentorships (started_at);
create trigger mentorships_bump_version before insert or update on mentorships
  for each row execute function bump_sync_version();

-- A mentorship's parts carry its two members, so each member's pull and poke read one table.
create table mentorship_milestones (
  id uuid primary key,
  mentorship_id uuid not null references mentorships (id) on delete cascade,
  mentor_id uuid not null references users (id) on delete cascade,
  mentee_id uuid not null references users (id) on delete cascade,
  title text not null,
  done boolean not null default false,
  done_at timestamptz,
  done_by uuid references users (id) on delete set null,
  created_by uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz
);
create table mentorship_sessions (
  id uuid primary key,
  mentorship_id uuid not null references mentorships (id) on delete cascade,
  mentor_id uuid not null references users (id) on delete cascade,
  mentee_id uuid not null references users (id) on delete cascade,
  starts_at timestamptz not null,
  minutes int not null check (minutes between 15 and 240),
  link text not null default '',
  place text not null default '',
  created_by uuid not null references users (id) on delete cascade,
  cancelled boolean not null default false,
  reminded_at timestamptz,
  created_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz
);
create index mentorship_sessions_reminder_idx on mentorship_sessions (starts_at) where reminded_at is null and not cancelled;
create table mentorship_notes (
  id uuid primary key,
  mentorship_id uuid not null references mentorships (id) on delete cascade,
  mentor_id uuid not null references users (id) on delete cascade,
  mentee_id uuid not null references users (id) on delete cascade,
  author_id uuid not null references users (id) on delete cascade,
  body text not null,
  created_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz
);
-- The mentee's rating: the office reads it, the mentor never does; not synced.
create table mentorship_ratings (
  mentorship_id uuid primary key references mentorships (id) on delete cascade,
  mentee_id uuid not null references users (id) on delete cascade,
  stars int not null check (stars between 1 and 5),
  comment text not null default '',
  created_at timestamptz not null
);

do $$
declare t text;
begin
  foreach t in array array['mentorship_milestones', 'mentorship_sessions', 'mentorship_notes'] loop
    execute format('create index %1$s_mentor_version_idx on %1$I (mentor_id, version)', t);
    execute format('create index %1$s_mentee_version_idx on %1$I (mentee_id, version)', t);
    execute format('create index %1$s_mentorship_idx on %1$I (mentorship_id)', t);
    execute format('create trigger %1$s_bump_version before insert or update on %1$I for each row execute function bump_sync_version()', t);
  end loop;
end $$;

-- A mentor's card shows their profile (name, work by privacy, city, skills, photo): a profile's
-- change, a connection's included (migration 0014 re-stamps both profiles), re-stamps the card.
create function profiles_restamp_mentor_offer() returns trigger language plpgsql as $$
begin
  update mentor_offers set version = version where user_id = new.user_id;
  return null;
end $$;
create trigger profiles_restamp_mentor_offer after update on profiles
  for each row execute function profiles_restamp_mentor_offer();

-- A suspended member's offer is paused by the office and their open requests are withdrawn; an
-- account closed (deactivated or erased) also withdraws the offer and ends its mentorships.
create function users_withdraw_mentoring() returns trigger language plpgsql as $$
declare
  closed boolean := (new.deactivated_at is not null and old.deactivated_at is null) or (new.erased_at is not null and old.erased_at is null);
  suspended boolean := new.suspended_at is not null and old.suspended_at is null;
begin
  if not (closed or suspended) then return null; end if;
  update mentor_requests set status = 'withdrawn', answered_at = now(),
      message = case when closed then 'This member has left the portal.' else 'This member cannot take part for now.' end
    where status = 'open' and (mentor_id = new.id or mentee_id = new.id);
  if suspended then
    update mentor_offers set office_paused = true where user_id = new.id;
  end if;
  if closed then
    update mentor_offers set deleted_at = now() where user_id = new.id and deleted_at is null;
    update mentor_offers o set active = greatest(o.active - 1, 0)
      from mentorships m where m.mentee_id = new.id and m.status = 'active' and o.user_id = m.mentor_id;
    update mentorships set status = 'ended', ended_at = now(),
        ended_by = case when mentor_id = new.id then 'mentor' else 'mentee' end,
        closing_note = 'Ended as one of you left the portal.'
      where status = 'active' and (mentor_id = new.id or mentee_id = new.id);
  end if;
  return null;
end $$;
create trigger users_withdraw_mentoring after update of suspended_at, deactivated_at, erased_at on users
  for each row execute function users_withdraw_mentoring();

-- Pokes (migration 0023): offers go to every member; the rest to their two members.
create trigger mentor_offers_poke_insert after insert on mentor_offers referencing new table as changed for each statement execute function poke_everyone('mentors');
create trigger mentor_offers_poke_update after update on mentor_offers referencing new table as changed for each statement execute function poke_everyone('mentors');
do $$
declare pair text[];
begin
  foreach pair slice 1 in array array[
    array['mentor_requests', 'mentorRequests'], array['mentorships', 'mentorships'],
    array['mentorship_milestones', 'mentorshipMilestones'], array['mentorship_sessions', 'mentorshipSessions'],
    array['mentorship_notes', 'mentorshipNotes']] loop
    execute format('create trigger %1$s_poke_insert after insert on %1$I referencing new table as changed for each statement execute function poke_members(%2$L, %3$L, %4$L)', pair[1], pair[2], 'mentor_id', 'mentee_id');
    execute format('create trigger %1$s_poke_update after update on %1$I referencing new table as changed for each statement execute function poke_members(%2$L, %3$L, %4$L)', pair[1], pair[2], 'mentor_id', 'mentee_id');
  end loop;
end $$;

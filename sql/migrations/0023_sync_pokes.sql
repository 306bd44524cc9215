-- Live screens (issue 30; docs/decisions/0105-live-pokes.md). When a change to a synced row
-- commits, the members who may see it are poked: a NOTIFY on channel 'sync_poke' carrying the
-- synced table's name, the newest version written and the topics to poke. Postgres delivers it
-- only if the transaction commits (and drops it with a rolled-back savepoint), once per identical
-- payload per transaction. The poke says nothing of the row: what a member sees is the pull's to decide.
-- Topics: '*' every signed-in member, 'u:<user id>' one member, 'b:<batch>' the members of a batch.

-- One NOTIFY per 100 topics, so a payload stays far below Postgres's 8,000 bytes.
create function send_sync_poke(synced_table text, topics text[], newest bigint) returns void language plpgsql as $$
declare
  i int := 1;
begin
  if newest is null or topics is null then
    return;
  end if;
  while i <= array_length(topics, 1) loop
    perform pg_notify('sync_poke', json_build_object('table', synced_table, 'version', newest, 'to', topics[i:i + 99])::text);
    i := i + 100;
  end loop;
end $$;

-- Statement triggers read the rows a statement wrote as the transition table `changed`.
-- poke_everyone('jobs'): a table every member pulls.
create function poke_everyone() returns trigger language plpgsql as $$
begin
  perform send_sync_poke(tg_argv[0], array['*'], (select max(version) from changed));
  return null;
end $$;

-- poke_members('connections', 'user_low', 'user_high'): the members named by the columns.
create function poke_members() returns trigger language plpgsql as $$
declare
  topics text[];
  newest bigint;
begin
  execute format(
    'select array_agg(distinct ''u:'' || m), max(version) from changed, unnest(array[%s]) m where m is not null',
    (select string_agg(format('%I::text', c), ', ') from unnest(tg_argv[1:]) c)
  ) into topics, newest;
  perform send_sync_poke(tg_argv[0], topics, newest);
  return null;
end $$;

-- A profile is its member's `profile` row and a card in their batch-mates' `classmates`.
create function poke_profile_readers() returns trigger language plpgsql as $$
begin
  perform send_sync_poke('profile', (
    select array_agg(distinct t) from changed p join users u on u.id = p.user_id
      left join college_data cd on cd.id = u.roster_id,
      unnest(array['u:' || p.user_id::text, 'b:' || cd.batch]) t
    where t is not null
  ), (select max(version) from changed));
  return null;
end $$;

-- An RSVP is its member's, and its ticket is on the guest list of the event's hosts.
create function poke_rsvp_readers() returns trigger language plpgsql as $$
begin
  perform send_sync_poke('rsvps', (
    select array_agg(distinct t) from (
      select 'u:' || r.user_id::text as t from changed r
      union select 'u:' || h.user_id::text from changed r join event_hosts h on h.event_id = r.event_id
    ) s
  ), (select max(version) from changed));
  return null;
end $$;

-- Transition tables take one event per trigger: an insert trigger and an update trigger each.
create trigger jobs_poke_insert after insert on jobs referencing new table as changed for each statement execute function poke_everyone('jobs');
create trigger jobs_poke_update after update on jobs referencing new table as changed for each statement execute function poke_everyone('jobs');
create trigger questions_poke_insert after insert on questions referencing new table as changed for each statement execute function poke_everyone('questions');
create trigger questions_poke_update after update on questions referencing new table as changed for each statement execute function poke_everyone('questions');
create trigger answers_poke_insert after insert on answers referencing new table as changed for each statement execute function poke_everyone('answers');
create trigger answers_poke_update after update on answers referencing new table as changed for each statement execute function poke_everyone('answers');
create trigger comments_poke_insert after insert on comments referencing new table as changed for each statement execute function poke_everyone('comments');
create trigger comments_poke_update after update on comments referencing new table as changed for each statement execute function poke_everyone('comments');
create trigger events_poke_insert after insert on events referencing new table as changed for each statement execute function poke_everyone('events');
create trigger events_poke_update after update on events referencing new table as changed for each statement execute function poke_everyone('events');
create trigger votes_poke_insert after insert on votes referencing new table as changed for each statement execute function poke_members('votes', 'user_id');
create trigger votes_poke_update after update on votes referencing new table as changed for each statement execute function poke_members('votes', 'user_id');
create trigger connections_poke_insert after insert on connections referencing new table as changed for each statement execute function poke_members('connections', 'user_low', 'user_high');
create trigger connections_poke_update after update on connections referencing new table as changed for each statement execute function poke_members('connections', 'user_low', 'user_high');
create trigger notifications_poke_insert after insert on notifications referencing new table as changed for each statement execute function poke_members('notifications', 'user_id');
create trigger notifications_poke_update after update on notifications referencing new table as changed for each statement execute function poke_members('notifications', 'user_id');
create trigger job_alerts_poke_insert after insert on job_alerts referencing new table as changed for each statement execute function poke_members('jobAlerts', 'user_id');
create trigger job_alerts_poke_update after update on job_alerts referencing new table as changed for each statement execute function poke_members('jobAlerts', 'user_id');
create trigger profiles_poke_insert after insert on profiles referencing new table as changed for each statement execute function poke_profile_readers();
create trigger profiles_poke_update after update on profiles referencing new table as changed for each statement execute function poke_profile_readers();
create trigger event_rsvps_poke_insert after insert on event_rsvps referencing new table as changed for each statement execute function poke_rsvp_readers();
create trigger event_rsvps_poke_update after update on event_rsvps referencing new table as changed for each statement execute function poke_rsvp_readers();

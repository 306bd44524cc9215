-- A revoked session's live streams end at once (docs/decisions/0132-revoked-sessions-end-their-streams.md).
-- When a statement revokes sessions (logout, a suspension, a refresh token used twice) or deletes
-- them (with their member), a NOTIFY on 'sync_poke', the channel every live hub LISTENs on, names
-- them: {"revoke": [session ids]}. Delivered only on commit, like the pokes; 100 ids to a payload
-- (~4 KB, below Postgres's 8,000 bytes), as a member may have many sessions.
create function send_session_revoke(ids text[]) returns void language plpgsql as $$
declare
  i int := 1;
begin
  while i <= coalesce(array_length(ids, 1), 0) loop
    perform pg_notify('sync_poke', json_build_object('revoke', ids[i:i + 99])::text);
    i := i + 100;
  end loop;
end $$;

create function sessions_revoked() returns trigger language plpgsql as $$
begin
  perform send_session_revoke((
    select array_agg(n.id::text) from now_rows n join was_rows w on w.id = n.id
    where w.revoked_at is null and n.revoked_at is not null));
  return null;
end $$;

create function sessions_deleted() returns trigger language plpgsql as $$
begin
  perform send_session_revoke((select array_agg(id::text) from was_rows where revoked_at is null));
  return null;
end $$;

create trigger sessions_revoke_update after update on sessions
  referencing old table as was_rows new table as now_rows for each statement execute function sessions_revoked();
create trigger sessions_revoke_delete after delete on sessions
  referencing old table as was_rows for each statement execute function sessions_deleted();

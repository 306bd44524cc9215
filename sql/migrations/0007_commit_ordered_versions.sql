-- Versions in commit order (docs/decisions/0018-commit-safe-pull.md). A version is handed out only
-- under one transaction-scoped lock, held until the transaction ends, so no transaction can take a
-- version while another that took a smaller one is still open: a pull that sees version N sees
-- every committed version below N, and its cursor can never pass a row that commits later.
create function lock_sync_versions() returns void language sql as $$
  select pg_advisory_xact_lock(7234002)
$$;

create or replace function bump_sync_version() returns trigger language plpgsql as $$
begin
  perform lock_sync_versions();
  new.version := nextval('sync_version');
  return new;
end $$;

-- Inserts took the column default (nextval, no lock); they go through the trigger now as well.
drop trigger jobs_bump_version on jobs;
drop trigger questions_bump_version on questions;
drop trigger answers_bump_version on answers;
drop trigger comments_bump_version on comments;
drop trigger votes_bump_version on votes;
create trigger jobs_bump_version before insert or update on jobs for each row execute function bump_sync_version();
create trigger questions_bump_version before insert or update on questions for each row execute function bump_sync_version();
create trigger answers_bump_version before insert or update on answers for each row execute function bump_sync_version();
create trigger comments_bump_version before insert or update on comments for each row execute function bump_sync_version();
create trigger votes_bump_version before insert or update on votes for each row execute function bump_sync_version();

-- What each recorded mutation was, so that a replayed id is answered as a replay only when it is
-- the same mutation (name and a SHA-256 of its canonical args). Null for rows recorded before this.
alter table sync_mutations add column args_hash text;

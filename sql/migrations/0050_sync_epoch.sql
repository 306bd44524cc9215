-- Issue 55: the sync epoch. A restore from a backup gives the server a new one; a device whose
-- cursor belongs to another epoch sends its outbox, then empties its mirror and pulls afresh
-- (docs/decisions/0153-sync-epoch.md). One row.
create table sync_epoch (
  only_row boolean primary key default true check (only_row),
  epoch uuid not null default gen_random_uuid(),
  changed_at timestamptz not null default now()
);
insert into sync_epoch default values;

-- Issue 53, "My data": an archive of everything the portal holds about a member, built by the
-- dispatcher and kept in the object store under exports/<id>.zip for 7 days
-- (docs/decisions/0142-data-exports.md). A row that has expired has no file any more.
create table data_exports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  status text not null default 'preparing' check (status in ('preparing', 'ready', 'expired')),
  requested_at timestamptz not null,
  ready_at timestamptz,
  expires_at timestamptz,
  size bigint
);
create index data_exports_user_idx on data_exports (user_id, requested_at desc);
create index data_exports_expiry_idx on data_exports (expires_at) where status = 'ready';

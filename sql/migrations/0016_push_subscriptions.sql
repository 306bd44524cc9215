-- Web Push subscriptions (issue 13; docs/decisions/0079-web-push.md): a member may have several
-- devices; an endpoint belongs to one member (a second member subscribing in the same browser takes
-- it over). A push service's 404/410 deletes the row.
create table push_subscriptions (
  endpoint text primary key,
  user_id uuid not null references users (id) on delete cascade,
  p256dh text not null,
  auth text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index push_subscriptions_user_idx on push_subscriptions (user_id);

-- Members without push may have connection requests e-mailed instead (one mail each), off by default.
alter table profiles add column email_connection_requests boolean not null default false;

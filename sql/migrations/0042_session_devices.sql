-- Issue 53, "Devices": a member lists the account's sessions and signs one out. Each session keeps
-- the browser it was started in (its user agent, capped) and when it last came back: set at sign-in
-- and at every refresh (an access token lasts 15 minutes, so "last seen" is that precise).
alter table sessions add column user_agent text;
alter table sessions add column last_seen_at timestamptz;
update sessions set last_seen_at = created_at;
create index sessions_user_live_idx on sessions (user_id, last_seen_at desc) where revoked_at is null;

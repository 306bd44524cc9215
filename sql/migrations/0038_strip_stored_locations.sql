-- Issue 51 (docs/decisions/0126-originals-without-location.md): originals uploaded before this
-- release still carry where they were taken. One background row per stored photo has the
-- dispatcher rewrite its original without it; uploads from now on are stripped as they complete.
insert into outbox (kind, payload, next_attempt_at, created_at, about)
select 'strip-photo-location', jsonb_build_object('photoId', id), now(), now(), 'photo:' || id
from photos
where deleted_at is null;

-- Issue 34: Memory Lane (docs/decisions/0116-memory-lane.md). Albums by batch, by event and by
-- the college; photos and short videos whose bytes live in object storage (edge-api/storage), under
-- keys made from the photo's id. Both tables are synced to every member; a photo a member may not
-- see goes to their device as a tombstone.

create table albums (
  id uuid primary key,
  kind text not null check (kind in ('batch', 'event', 'college')),
  title text not null,
  description text not null default '',
  -- kind 'batch': the members of this batch add to it.
  batch text check (batch ~ '^\d{4}-\d{4}$'),
  -- kind 'event': one album per event, open to uploads once the event has ended.
  event_id uuid unique references events (id) on delete cascade,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  version bigint not null default 0,
  deleted_at timestamptz,
  check ((kind = 'batch') = (batch is not null)),
  check ((kind = 'event') = (event_id is not null))
);
create index albums_version_idx on albums (version);
create trigger albums_bump_version before insert or update on albums
  for each row execute function bump_sync_version();
create trigger albums_poke_insert after insert on albums
  referencing new table as changed for each statement execute function poke_everyone('albums');
create trigger albums_poke_update after update on albums
  referencing new table as changed for each statement execute function poke_everyone('albums');

-- Every event has its album: the ones there are now, and each new one as it is created.
insert into albums (id, kind, title, event_id, created_by, created_at, updated_at)
  select gen_random_uuid(), 'event', e.title, e.id, e.created_by, e.created_at, e.created_at from events e;
create function events_make_album() returns trigger language plpgsql as $$
begin
  insert into albums (id, kind, title, event_id, created_by, created_at, updated_at)
    values (gen_random_uuid(), 'event', new.title, new.id, new.created_by, new.created_at, new.created_at)
    on conflict (event_id) do nothing;
  return new;
end $$;
create trigger events_make_album after insert on events for each row execute function events_make_album();
-- A renamed or removed event renames or removes its album.
create function events_follow_album() returns trigger language plpgsql as $$
begin
  if old.title is distinct from new.title or old.deleted_at is distinct from new.deleted_at then
    update albums set title = new.title, deleted_at = new.deleted_at, updated_at = now() where event_id = new.id;
  end if;
  return new;
end $$;
create trigger events_follow_album after update on events for each row execute function events_follow_album();

-- A photo or a video, once all its bytes are stored: 'processing' (seen only by its uploader) while
-- the dispatcher makes its sizes, then 'ready' for every member, or 'failed' with the reason.
create table photos (
  id uuid primary key,
  album_id uuid not null references albums (id) on delete cascade,
  uploader_id uuid references users (id) on delete set null,
  caption text not null default '',
  media text not null check (media in ('photo', 'video')),
  -- What the upload said it would be; the bytes decide (edge-api/memories/media/media-bytes.ts).
  content_type text not null,
  file_name text not null default '',
  bytes bigint not null check (bytes > 0),
  status text not null check (status in ('processing', 'ready', 'failed')),
  failure text,
  width integer,
  height integer,
  duration_ms integer,
  placeholder text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  ready_at timestamptz,
  -- Moderation (issue 32's queue, as on every reportable table): hidden from every member but its uploader.
  removed_at timestamptz,
  removed_by uuid references users (id) on delete set null,
  removed_reason text,
  review_requested_at timestamptz,
  version bigint not null default 0,
  deleted_at timestamptz
);
create index photos_album_idx on photos (album_id, created_at) where deleted_at is null;
create index photos_version_idx on photos (version);
create index photos_uploader_idx on photos (uploader_id, status);
create trigger photos_bump_version before insert or update on photos
  for each row execute function bump_sync_version();
create trigger photos_poke_insert after insert on photos
  referencing new table as changed for each statement execute function poke_everyone('photos');
create trigger photos_poke_update after update on photos
  referencing new table as changed for each statement execute function poke_everyone('photos');

-- An upload under way, resumable: its chunks are objects under uploads/<id>/ until the last one
-- arrives, then the photo row is made. Progress lives here so that a chunk never re-stamps a synced row.
create table photo_uploads (
  id uuid primary key,
  album_id uuid not null references albums (id) on delete cascade,
  uploader_id uuid not null references users (id) on delete cascade,
  file_name text not null default '',
  caption text not null default '',
  tags uuid[] not null default '{}',
  bytes bigint not null check (bytes > 0),
  received bigint not null default 0 check (received >= 0 and received <= bytes),
  -- From the first chunk's bytes (the declared type is never believed).
  media text check (media in ('photo', 'video')),
  content_type text,
  width integer,
  height integer,
  duration_ms integer,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index photo_uploads_stale_idx on photo_uploads (updated_at);

-- Members shown in a photo. A tagged member may remove their tag, or hide the photo: then no
-- member but its uploader sees it.
create table photo_tags (
  photo_id uuid not null references photos (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  tagged_by uuid references users (id) on delete set null,
  created_at timestamptz not null,
  hides boolean not null default false,
  primary key (photo_id, user_id)
);
create index photo_tags_user_idx on photo_tags (user_id);
-- The photo's row carries its tags and who may see it: a tag's change re-stamps the photo.
create function photo_tags_restamp() returns trigger language plpgsql as $$
begin
  update photos set version = version where id = case when tg_op = 'DELETE' then old.photo_id else new.photo_id end;
  return null;
end $$;
create trigger photo_tags_restamp after insert or update or delete on photo_tags
  for each row execute function photo_tags_restamp();

-- A photo can be reported into the moderation queue like a post.
alter table content_reports drop constraint content_reports_target_kind_check;
alter table content_reports add constraint content_reports_target_kind_check
  check (target_kind in ('question', 'answer', 'comment', 'job', 'profile', 'message', 'photo'));

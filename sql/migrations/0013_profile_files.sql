-- A member's resume (PDF) and photo (WebP/PNG/JPEG), checked by their bytes before they are stored
-- (docs/decisions/0076-profile-files.md). In the database, so every runtime (Node, Workers) serves
-- them alike; at most 2 MB and 150 KB, so a row stays small.
create table profile_files (
  user_id uuid not null references users (id) on delete cascade,
  slot text not null check (slot in ('resume', 'photo')),
  kind text not null check (kind in ('pdf', 'webp', 'png', 'jpeg')),
  content bytea not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, slot)
);

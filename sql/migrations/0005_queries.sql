-- Query Portal. Counts are kept on the row they describe (updated by the mutators in the same
-- transaction), so a changed count bumps that row's version and reaches clients through pull.
create table questions (
  id uuid primary key,
  title text not null,
  content text not null,
  category text not null check (category in ('Career', 'Technical', 'Academic', 'General')),
  status text not null default 'Open' check (status in ('Open', 'In Progress', 'Resolved', 'Closed')),
  asked_by uuid references users (id) on delete set null,
  upvotes integer not null default 0,
  downvotes integer not null default 0,
  answer_count integer not null default 0,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default nextval('sync_version')
);
create index questions_version_idx on questions (version);
create index questions_created_at_idx on questions (created_at desc) where deleted_at is null;
create trigger questions_bump_version before update on questions for each row execute function bump_sync_version();

create table answers (
  id uuid primary key,
  question_id uuid not null references questions (id) on delete cascade,
  answer text not null,
  answered_by uuid references users (id) on delete set null,
  upvotes integer not null default 0,
  downvotes integer not null default 0,
  comment_count integer not null default 0,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default nextval('sync_version')
);
create index answers_version_idx on answers (version);
create index answers_question_idx on answers (question_id, created_at);
create trigger answers_bump_version before update on answers for each row execute function bump_sync_version();

create table comments (
  id uuid primary key,
  answer_id uuid not null references answers (id) on delete cascade,
  content text not null,
  commented_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  version bigint not null default nextval('sync_version')
);
create index comments_version_idx on comments (version);
create index comments_answer_idx on comments (answer_id, created_at);
create trigger comments_bump_version before update on comments for each row execute function bump_sync_version();

-- One row per (member, target): setting a value is idempotent, so replays are harmless.
create table votes (
  user_id uuid not null references users (id) on delete cascade,
  target_type text not null check (target_type in ('question', 'answer')),
  target_id uuid not null,
  value smallint not null check (value in (-1, 0, 1)),
  updated_at timestamptz not null default now(),
  version bigint not null default nextval('sync_version'),
  primary key (user_id, target_type, target_id)
);
create index votes_version_idx on votes (user_id, version);
create index votes_target_idx on votes (target_type, target_id);
create trigger votes_bump_version before update on votes for each row execute function bump_sync_version();

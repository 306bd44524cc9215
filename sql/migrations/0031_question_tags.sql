-- Issue 33: up to five tags on a question (lower case, hyphenated: domain/queries/tags.ts), as a
-- JSON list: it reads the same on every runtime (arrays need fetched types that Workers lack).
alter table questions add column tags jsonb not null default '[]' check (jsonb_typeof(tags) = 'array' and jsonb_array_length(tags) <= 5);
create index questions_tags_idx on questions using gin (tags jsonb_path_ops);

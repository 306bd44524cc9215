-- People search and the directory (issue 12; docs/decisions/0075-people-search.md). Trigram indexes
-- make a name with a typo ('Priya Sharmaa') find its member; pg_trgm is contrib in Postgres and a
-- PGlite extension the embedded default loads (edge-api/db/open-database.ts).
create extension if not exists pg_trgm;

create index users_full_name_trgm_idx on users using gin (full_name gin_trgm_ops) where role = 'member';
create index users_roll_prefix_idx on users ((roll_number::text) text_pattern_ops) where role = 'member';
create index users_member_name_idx on users (full_name, id) where role = 'member';
-- The current company is searchable only where every member may see it (privacy 'all').
create index profiles_company_trgm_idx on profiles using gin ((job ->> 'companyName') gin_trgm_ops);
create index college_data_batch_idx on college_data (batch);
create index college_data_branch_lower_idx on college_data (lower(branch) text_pattern_ops);

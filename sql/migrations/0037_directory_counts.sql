-- Issue 35 (docs/decisions/0122-directory-and-search-at-college-size.md): a directory page's count
-- joins the roster rows of a batch, course or branch to the members who have an account. Read from
-- the indexes alone (no table rows), a batch's count at college size is 5 ms, not 12–15 ms. The
-- roster's indexes are rebuilt wider, not added: every roster index slows the import (ADR 0120).
drop index college_data_batch_name_idx;
drop index college_data_branch_name_idx;
drop index college_data_course_name_idx;
create index college_data_batch_name_idx on college_data (batch text_pattern_ops, full_name) include (id);
create index college_data_branch_name_idx on college_data (branch, full_name) include (id);
create index college_data_course_name_idx on college_data (course, full_name) include (id);
create index users_member_roster_idx on users (roster_id) where role = 'member';

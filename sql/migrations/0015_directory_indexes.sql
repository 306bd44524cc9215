-- The directory and search at 100,000 members (issue 12's bench; docs/decisions/0075-people-search.md).
-- Under a non-C collation a LIKE 'prefix%' needs the pattern operator class (search's batch leg), and
-- a filtered directory page reads its filter's members in name order from one index instead of
-- walking every member by name: the directory orders by the college record's name.
drop index college_data_batch_idx;
create index college_data_batch_name_idx on college_data (batch text_pattern_ops, full_name);
create index college_data_branch_name_idx on college_data (branch, full_name);
create index college_data_course_name_idx on college_data (course, full_name);

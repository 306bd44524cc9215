-- A profile's analytics are counted from the rows they describe (DESIGN.md): what each member
-- posted is found by index, not by reading every answer, job and question.
create index answers_answered_by_idx on answers (answered_by) where deleted_at is null;
create index jobs_posted_by_idx on jobs (posted_by) where deleted_at is null;
create index questions_asked_by_idx on questions (asked_by) where deleted_at is null;

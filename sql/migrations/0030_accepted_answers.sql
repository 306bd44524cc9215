-- Issue 33: the asker accepts the answer that helped (one per question, changeable). The question
-- then reads as Resolved and the answer is shown first.
alter table questions add column accepted_answer_id uuid references answers (id) on delete set null;
create index questions_accepted_answer_idx on questions (accepted_answer_id) where accepted_answer_id is not null;

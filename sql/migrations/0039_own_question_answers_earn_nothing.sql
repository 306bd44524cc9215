-- Issue 51 (docs/decisions/0131-answer-and-report-limits.md): a member posted ten answers on their
-- own question for +20. An answer on one's own question now earns nothing, neither for posting it
-- nor from votes on it (accepting it never earned). Reputation is computed from this view, so
-- points farmed before stop counting at the next read. Same columns, same order: only the answer
-- parts gain `a.answered_by is distinct from q.asked_by` (an asker whose account is gone is nobody).
create or replace view reputation_points as
  select q.asked_by as member_id, 'question-vote'::text as kind, case when v.value = 1 then 5 else -2 end as points, v.updated_at as earned_at
  from questions q join votes v on v.target_type = 'question' and v.target_id = q.id
  where v.value <> 0 and v.user_id is distinct from q.asked_by and q.deleted_at is null and q.removed_at is null
  union all
  select a.answered_by, 'answer-vote', case when v.value = 1 then 10 else -2 end, v.updated_at
  from answers a join questions q on q.id = a.question_id join votes v on v.target_type = 'answer' and v.target_id = a.id
  where v.value <> 0 and v.user_id is distinct from a.answered_by and a.answered_by is distinct from q.asked_by
    and a.deleted_at is null and a.removed_at is null and q.deleted_at is null and q.removed_at is null
  union all
  select a.answered_by, 'answer-accepted', 15, q.accepted_at
  from questions q join answers a on a.id = q.accepted_answer_id
  where a.answered_by is distinct from q.asked_by
    and a.deleted_at is null and a.removed_at is null and q.deleted_at is null and q.removed_at is null
  union all
  select a.answered_by, 'answer-posted', 2, a.created_at
  from answers a join questions q on q.id = a.question_id
  where a.answered_by is distinct from q.asked_by
    and a.deleted_at is null and a.removed_at is null and q.deleted_at is null and q.removed_at is null;

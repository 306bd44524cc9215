-- Issue 33: reputation computed from rows, and @mentions (docs/decisions/0114-reputation-and-mentions.md).

-- When the asker accepted the answer: the weekly top helpers count an accept in the week it happened.
alter table questions add column accepted_at timestamptz;
update questions q set accepted_at = a.created_at from answers a where a.id = q.accepted_answer_id and q.accepted_at is null;
create index questions_accepted_at_idx on questions (accepted_at) where accepted_at is not null;

-- Every point a member has earned, one row per reason, from the rows themselves (never a kept
-- counter). A deleted or moderator-removed question or answer (or an answer on one) earns nothing;
-- nobody earns from their own vote or from accepting their own answer.
create view reputation_points as
  select q.asked_by as member_id, 'question-vote'::text as kind, case when v.value = 1 then 5 else -2 end as points, v.updated_at as earned_at
  from questions q join votes v on v.target_type = 'question' and v.target_id = q.id
  where v.value <> 0 and v.user_id is distinct from q.asked_by and q.deleted_at is null and q.removed_at is null
  union all
  select a.answered_by, 'answer-vote', case when v.value = 1 then 10 else -2 end, v.updated_at
  from answers a join questions q on q.id = a.question_id join votes v on v.target_type = 'answer' and v.target_id = a.id
  where v.value <> 0 and v.user_id is distinct from a.answered_by
    and a.deleted_at is null and a.removed_at is null and q.deleted_at is null and q.removed_at is null
  union all
  select a.answered_by, 'answer-accepted', 15, q.accepted_at
  from questions q join answers a on a.id = q.accepted_answer_id
  where a.answered_by is distinct from q.asked_by
    and a.deleted_at is null and a.removed_at is null and q.deleted_at is null and q.removed_at is null
  union all
  select a.answered_by, 'answer-posted', 2, a.created_at
  from answers a join questions q on q.id = a.question_id
  where a.deleted_at is null and a.removed_at is null and q.deleted_at is null and q.removed_at is null;

-- A member's reputation: every point they earned, never below 0.
create function member_reputation(member uuid) returns integer language sql stable as $$
  select greatest(0, coalesce(sum(points), 0))::int from reputation_points where member_id = member
$$;

-- Members are looked up by questions_asked_by_idx and answers_answered_by_idx (0009); the week by these.
create index answers_created_at_idx on answers (created_at) where deleted_at is null;
create index votes_answer_updated_idx on votes (updated_at) where target_type = 'answer' and value <> 0;

-- The members an answer or a comment mentions (checked by the server mutator), as JSON lists of
-- ids: they read the same on every runtime.
alter table answers add column mentions jsonb not null default '[]' check (jsonb_typeof(mentions) = 'array' and jsonb_array_length(mentions) <= 10);
alter table comments add column mentions jsonb not null default '[]' check (jsonb_typeof(mentions) = 'array' and jsonb_array_length(mentions) <= 10);

-- Issue 33: searching the Query Portal (docs/decisions/0115-question-search.md).
-- Per question: `doc`, everything a search matches (title and tags A, its text B, its answers C,
-- their comments D; moderated or deleted ones leave it at once), and `head`, the title, tags and
-- text it is ranked by, small enough to rank thousands of matches in milliseconds. The list's
-- filters ride along, so a search reads this table alone. A side table, so a new comment does not
-- bump the question's sync version.
create table question_search (
  question_id uuid primary key references questions (id) on delete cascade,
  doc tsvector not null,
  head tsvector not null,
  created_at timestamptz not null,
  live boolean not null,
  unanswered boolean not null,
  resolved boolean not null
);
create index question_search_doc_idx on question_search using gin (doc) where live;
-- A word in half the portal: the newest matches, walked from the newest, rather than all of them sorted.
create index question_search_recent_idx on question_search (created_at desc) where live;

-- The words the Query Portal holds, for typo correction: a query word neither among them nor
-- sharing a stem with one ('interview' when only 'interviews' was written) is replaced by its
-- nearest by trigram similarity ('intervew' → 'interviews').
create table search_words (word text primary key, stem text not null);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);
create index search_words_stem_idx on search_words (stem);

-- A word's English stem, or the word itself for a stop word.
create function search_stem(word text) returns text language sql immutable as $$
  select coalesce((ts_lexize('english_stem', word))[1], word)
$$;

create function question_search_doc(qid uuid) returns tsvector language sql stable as $$
  select setweight(to_tsvector('english', q.title || ' ' || coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(q.tags) t), '')), 'A')
    || setweight(to_tsvector('english', q.content), 'B')
    || setweight(to_tsvector('english', coalesce((
         select string_agg(a.answer, ' ') from answers a
         where a.question_id = q.id and a.deleted_at is null and a.removed_at is null), '')), 'C')
    || setweight(to_tsvector('english', coalesce((
         select string_agg(c.content, ' ') from comments c join answers a on a.id = c.answer_id
         where a.question_id = q.id and a.deleted_at is null and a.removed_at is null
           and c.deleted_at is null and c.removed_at is null), '')), 'D')
  from questions q where q.id = qid
$$;

create function refresh_question_search(qid uuid) returns void language plpgsql as $$
begin
  insert into question_search (question_id, doc, head, created_at, live, unanswered, resolved)
  values (qid, '', '', now(), false, false, false) on conflict (question_id) do nothing;
  -- Two comments on different answers of one question may commit at once: the row lock makes the
  -- second recompute after the first commits (its statement then sees the first's text).
  perform 1 from question_search where question_id = qid for update;
  update question_search s set
    doc = coalesce(question_search_doc(qid), ''::tsvector),
    head = setweight(to_tsvector('english', q.title || ' ' || coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(q.tags) t), '')), 'A')
      || setweight(to_tsvector('english', q.content), 'B'),
    created_at = q.created_at,
    live = q.deleted_at is null and q.removed_at is null,
    unanswered = q.answer_count = 0,
    resolved = q.status = 'Resolved'
  from questions q where q.id = qid and s.question_id = qid;
end $$;

create function add_search_words(body text) returns void language sql as $$
  insert into search_words (word, stem)
  select distinct w, search_stem(w) from unnest(tsvector_to_array(to_tsvector('simple', body))) w
  where length(w) between 3 and 30 and w ~ '^[[:alpha:]]'
  on conflict (word) do nothing
$$;

create function questions_search_sync() returns trigger language plpgsql as $$
begin
  perform refresh_question_search(new.id);
  if tg_op = 'INSERT' or (new.title, new.content) is distinct from (old.title, old.content) then
    perform add_search_words(new.title || ' ' || new.content);
  end if;
  return null;
end $$;
create trigger questions_search after insert or update of title, content, tags, status, answer_count, deleted_at, removed_at on questions
  for each row execute function questions_search_sync();

create function answers_search_sync() returns trigger language plpgsql as $$
begin
  perform refresh_question_search(new.question_id);
  if tg_op = 'INSERT' or new.answer is distinct from old.answer then perform add_search_words(new.answer); end if;
  return null;
end $$;
create trigger answers_search after insert or update of answer, removed_at, deleted_at on answers
  for each row execute function answers_search_sync();

create function comments_search_sync() returns trigger language plpgsql as $$
begin
  perform refresh_question_search((select question_id from answers where id = new.answer_id));
  if tg_op = 'INSERT' or new.content is distinct from old.content then perform add_search_words(new.content); end if;
  return null;
end $$;
create trigger comments_search after insert or update of content, removed_at, deleted_at on comments
  for each row execute function comments_search_sync();

select refresh_question_search(id) from questions;
insert into search_words (word, stem)
select distinct w, search_stem(w) from (
  select title || ' ' || content as body from questions
  union all select answer from answers
  union all select content from comments
) t, unnest(tsvector_to_array(to_tsvector('simple', t.body))) w
where length(w) between 3 and 30 and w ~ '^[[:alpha:]]'
on conflict (word) do nothing;

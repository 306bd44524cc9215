import { after, el, fill, frac, LAST_DAY, member, OURS, pick, uid, type Step } from './college-sql.ts';
import { ANSWERS, BRANCHES, CITIES, COMPANIES, JOB_SPECS, LEVELS, PAY_BY_LEVEL, QUESTIONS, SKILLS } from './word-lists.ts';

// The job board and the Query Portal. Questions and answers go in through their triggers, so search
// documents and words are the app's; counters and accepted answers are set after, as the demo does.

const slug = (s: string) => `trim(both '-' from regexp_replace(lower(${s}), '[^a-z0-9]+', '-', 'g'))`;
/** Pay rounded to ₹50,000, as the demo's salary ranges are. */
const round50k = (s: string) => `(round((${s}) / 50000.0) * 50000)::bigint`;

export async function insertJobs({ tx, n }: Step) {
  await tx.unsafe(`
    insert into jobs (id, title, company_name, location, job_type, salary_range, status, year_of_experience, description, requirements,
      apply_link, contact_email, contact_phone, application_deadline, posted_by, created_at)
    select ${uid('job', 'j')}, s ->> 'title', co, loc, s ->> 'type', lo || '-' || ${round50k('lo * (1.3 + 0.4 * ' + frac('j', 36) + ')')},
      case when ${frac('j', 37)} < 0.1 then 'inactive' else 'active' end, lvl,
      co || ' is hiring a ' || (s ->> 'title') || ' (' || (s ->> 'fieldName') || '). ' || (s ->> 'work'),
      (select jsonb_agg(k order by o) from jsonb_array_elements_text(s -> 'skills') with ordinality e(k, o) where o <= 3 + ${pick('j', 38, 3)}),
      'https://careers.example.com/' || ${slug('co')} || '/' || ${slug("s ->> 'title'")}, 'careers@' || replace(${slug('co')}, '-', '') || '.example.com',
      '+91 80 4' || (100000 + ${pick('j', 39, 900000)}), (at + (21 + ${pick('j', 40, 40)}) * interval '1 day')::date, u.id, at
    from generate_series(0, ${n.jobs - 1}) j
    cross join lateral (select $1::text::jsonb -> ${pick('j', 31, 'jsonb_array_length($1::text::jsonb)')} as s) x
    cross join lateral (select ${el("s -> 'companies'", pick('j', 32, 1000))} as co,
      case when (s ->> 'remote')::boolean and ${frac('j', 33)} < 0.3 then 'Work from home' else ${el('$2::text::jsonb', pick('j', 34, 1000))} end as loc,
      case when (s ->> 'fixedLevel')::boolean then s ->> 'level' else ${el('$3::text::jsonb', pick('j', 35, 1000))} end as lvl) y
    cross join lateral (select ${round50k(`(($4::text::jsonb -> lvl ->> 0)::int + ${frac('j', 41)} * (($4::text::jsonb -> lvl ->> 1)::int - ($4::text::jsonb -> lvl ->> 0)::int))
      * case s ->> 'type' when 'Internship' then 0.5 when 'Part-time' then 0.6 else 1 end`)} as lo) z
    join users u on u.id = ${member(pick('j', 42, n.members))}
    cross join lateral (select ${after('u.created_at', `${frac('j', 43)} ^ 0.6`)} as at) w`,
  [JSON.stringify(JOB_SPECS), JSON.stringify(CITIES), JSON.stringify(LEVELS), JSON.stringify(PAY_BY_LEVEL)]);
}

/** Question q's asker: member `asker(q)`; answers and votes never come from a post's own author. */
const asker = (q: string, members: number) => pick(q, 51, members);

export async function insertQuestions({ tx, n }: Step) {
  // Each answer would recompute its question's search document (migration 0032): computed once per
  // question at the end instead (refreshQuestionSearch), as that migration does for existing rows.
  await tx.unsafe(`alter table questions disable trigger questions_search`);
  await tx.unsafe(`alter table answers disable trigger answers_search`);
  const values = {
    company: el('$2::text::jsonb', pick('q', 53, 1000)), city: el('$3::text::jsonb', pick('q', 54, 1000)),
    branch: `($4::text::jsonb -> ${pick('q', 55, 9)} ->> 1)`, skill: el('$5::text::jsonb', pick('q', 56, 1000)), year: `(2016 + ${pick('q', 57, 11)})::text`,
  };
  await tx.unsafe(`
    insert into questions (id, title, content, category, status, asked_by, tags, created_at)
    select ${uid('question', 'q')}, ${fill("(t ->> 'title')", values)}, ${fill("(t ->> 'content')", values)}, t ->> 'category',
      case when ${frac('q', 58)} < 0.3 then 'Resolved' when ${frac('q', 58)} < 0.35 then 'In Progress' when ${frac('q', 58)} < 0.38 then 'Closed' else 'Open' end,
      u.id, t -> 'tags', ${after('u.created_at', `${frac('q', 59)} ^ 0.7`)}
    from generate_series(0, ${n.questions - 1}) q
    cross join lateral (select $1::text::jsonb -> ${pick('q', 52, 'jsonb_array_length($1::text::jsonb)')} as t) x
    join users u on u.id = ${member(asker('q', n.members))}`,
  [JSON.stringify(QUESTIONS), JSON.stringify(COMPANIES), JSON.stringify(CITIES), JSON.stringify(BRANCHES), JSON.stringify(SKILLS)]);
  // Older questions gathered more answers; some have none yet.
  await tx.unsafe(`
    insert into answers (id, question_id, answer, answered_by, created_at)
    select ${uid('answer', 'a')}, q.id, ${el('$1::text::jsonb', pick('a', 61, 1000))}, ${member(`mod(${asker('qn', n.members)} + 1 + ${pick('a', 62, n.members - 1)}, ${n.members})`)},
      least(timestamptz '${LAST_DAY}', q.created_at + (1 + ${frac('a', 63)} * 500) * interval '1 hour')
    from generate_series(0, ${n.answers - 1}) a
    cross join lateral (select floor(${n.questions} * ${frac('a', 60)} ^ 1.3)::int as qn) x
    join questions q on q.id = ${uid('question', 'x.qn')}`,
  [JSON.stringify(ANSWERS)]);
}

/** A third of the votes on questions, the rest on answers; voter of round r on target t is (h(t) + r) mod M, never its author. */
export async function insertVotes({ tx, n }: Step) {
  const onQuestions = Math.round(n.votes / 3);
  const votes = (target: 'question' | 'answer', table: string, author: string, count: number, targets: number) => `
    insert into votes (user_id, target_type, target_id, value, updated_at)
    select v.id, '${target}', t.id, case when ${frac('g', 71)} < 0.85 then 1 else -1 end,
      least(timestamptz '${LAST_DAY}', t.created_at + ${frac('g', 72)} * interval '30 days')
    from generate_series(0, ${Math.ceil(count * 1.01) + 2}) g
    join ${table} t on t.id = ${uid(target, `mod(g, ${targets})`)}
    join users v on v.id = ${member(`mod(${pick(`mod(g, ${targets})`, 73, n.members)} + g / ${targets}, ${n.members})`)}
    where v.id <> t.${author} order by g limit ${count}`;
  await tx.unsafe(votes('question', 'questions', 'asked_by', onQuestions, n.questions));
  await tx.unsafe(votes('answer', 'answers', 'answered_by', n.votes - onQuestions, n.answers));
  // The counters as the mutators keep them, then the asker's accepted answer (best voted, not their own).
  await tx.unsafe(`
    update questions q set answer_count = (select count(*) from answers a where a.question_id = q.id),
      upvotes = (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.value = 1),
      downvotes = (select count(*) from votes v where v.target_type = 'question' and v.target_id = q.id and v.value = -1)
    where q.${OURS}`);
  await tx.unsafe(`
    update answers a set upvotes = (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.value = 1),
      downvotes = (select count(*) from votes v where v.target_type = 'answer' and v.target_id = a.id and v.value = -1)
    where a.${OURS}`);
  await tx.unsafe(`
    update questions q set accepted_answer_id = b.id, accepted_at = least(timestamptz '${LAST_DAY}', b.created_at + interval '1 day')
    from (select distinct on (a.question_id) a.question_id, a.id, a.created_at from answers a join questions q2 on q2.id = a.question_id
      where q2.status = 'Resolved' and q2.${OURS} and a.answered_by is distinct from q2.asked_by
      order by a.question_id, a.upvotes - a.downvotes desc, a.created_at) b
    where q.id = b.question_id`);
  // Resolved means an answer was accepted (accepting is what resolves a question).
  await tx.unsafe(`update questions set status = 'Open' where ${OURS} and status = 'Resolved' and accepted_answer_id is null`);
}

/** The search documents and typo-correction words of the seeded questions, as their triggers keep them. */
export async function refreshQuestionSearch({ tx }: Step) {
  await tx.unsafe(`alter table questions enable trigger questions_search`);
  await tx.unsafe(`alter table answers enable trigger answers_search`);
  // refresh_question_search (migration 0032) for every seeded question, in one statement.
  await tx.unsafe(`
    insert into question_search (question_id, doc, head, created_at, live, unanswered, resolved)
    select q.id, coalesce(question_search_doc(q.id), ''::tsvector),
      setweight(to_tsvector('english', q.title || ' ' || coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(q.tags) t), '')), 'A')
        || setweight(to_tsvector('english', q.content), 'B'),
      q.created_at, q.deleted_at is null and q.removed_at is null, q.answer_count = 0, q.status = 'Resolved'
    from questions q where q.${OURS}`);
  await tx.unsafe(`
    insert into search_words (word, stem)
    select distinct w, search_stem(w) from (
      select title || ' ' || content as body from questions where ${OURS} union all select answer from answers where ${OURS}
    ) t, unnest(tsvector_to_array(to_tsvector('simple', t.body))) w
    where length(w) between 3 and 30 and w ~ '^[[:alpha:]]'
    on conflict (word) do nothing`);
}

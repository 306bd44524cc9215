import type { Sql } from 'postgres';
import { SEARCH_PAGE_SIZE, SEARCH_RANKED_CAP, type QuestionSearchHit, type QuestionSearchPage, type QuestionSearchQuery, type SearchField } from '#domain/queries/search.ts';
import { searchExcerpt } from '#domain/queries/search-excerpt.ts';
import type { SessionUser } from '../deps.ts';
import { QUESTION_SELECT, toQuestion, type QuestionRow } from './query-view.ts';

// GET /api/query/search (issue 33; docs/decisions/0115-question-search.md): Postgres full text over
// one weighted document per question (migration 0032), a query word the portal never uses first
// corrected to its nearest word by trigram similarity. Removed and deleted questions never show.

const WORD = /[\p{L}\p{N}]+/gu;
const correctable = (w: string) => w.length >= 3 && w.length <= 30 && /^\p{L}/u.test(w) && w !== 'or';

/** The query with each word the portal holds in no form replaced by its nearest one; null when none was. */
export async function correctQuery(sql: Sql, q: string): Promise<string | null> {
  const words = [...new Set((q.toLowerCase().match(WORD) ?? []).filter(correctable))];
  if (!words.length) return null;
  const rows = await sql<{ word: string; fix: string | null }[]>`
    select t.word, (select s.word from search_words s where s.word % t.word
                    order by similarity(s.word, t.word) desc, s.word limit 1) as fix
    from jsonb_array_elements_text(${JSON.stringify(words)}::text::jsonb) as t(word)
    where not exists (select 1 from search_words s where s.word = t.word or s.stem = search_stem(t.word))`;
  const fixes = new Map(rows.filter((r) => r.fix).map((r) => [r.word, r.fix!]));
  if (!fixes.size) return null;
  return q.replace(WORD, (w) => fixes.get(w.toLowerCase()) ?? w);
}

const FILTERS: Record<QuestionSearchQuery['filter'], string> = {
  All: '',
  Unanswered: 'and s.unanswered',
  Resolved: 'and s.resolved',
};

const live = (alias: string) => `${alias}.deleted_at is null and ${alias}.removed_at is null`;

// $1 the query text, $2 limit, $3 offset. Matched on the whole document; the newest SEARCH_RANKED_CAP
// matches ranked by the question's own words (a match only in its answers ranks after every match in
// a title or text, newest first), so a word in half the portal costs what a rarer one does. Only the
// page's rows are read again, to say where they matched.
const searchSql = (filter: string) => `
  with query as (select websearch_to_tsquery('english', $1) as tsq),
  newest as (
    -- The tsquery written out, not taken from \`query\`: planned with its words, a common one walks
    -- the newest rows while a rare one reads its few matches from the GIN index.
    select s.question_id, s.head, s.created_at from question_search s
    where s.live and s.doc @@ websearch_to_tsquery('english', $1) ${filter} order by s.created_at desc limit ${SEARCH_RANKED_CAP + 1}
  ),
  matches as materialized (select n.question_id, ts_rank(n.head, query.tsq) as score, n.created_at from newest n cross join query),
  hits as (select m.*, (select count(*) from matches) as total from matches m order by score desc, created_at desc, question_id limit $2 offset $3)
  select h.score, h.total, query.tsq::text as tsq, own.in_title, own.in_content,
    -- An answer's and a comment's words parsed only where the question's own did not match.
    case when not (own.in_title or own.in_content) then
      (select a.answer from answers a where a.question_id = q.id and ${live('a')} and to_tsvector('english', a.answer) @@ query.tsq
        order by a.id = q.accepted_answer_id desc nulls last, a.upvotes - a.downvotes desc, a.created_at limit 1) end as answer_text,
    case when not (own.in_title or own.in_content) then
      (select c.content from comments c join answers a on a.id = c.answer_id
        where a.question_id = q.id and ${live('a')} and ${live('c')} and to_tsvector('english', c.content) @@ query.tsq
        order by c.created_at limit 1) end as comment_text,
    ${QUESTION_SELECT}
    join hits h on h.question_id = q.id cross join query
    cross join lateral (select
      to_tsvector('english', q.title || ' ' || coalesce((select string_agg(t, ' ') from jsonb_array_elements_text(q.tags) t), '')) @@ query.tsq as in_title,
      to_tsvector('english', q.content) @@ query.tsq as in_content offset 0) own -- offset 0: parsed once, not once per use
  order by h.score desc, h.created_at desc, q.id`;
const SEARCH_SQL = Object.fromEntries(Object.entries(FILTERS).map(([name, where]) => [name, searchSql(where)])) as Record<keyof typeof FILTERS, string>;

type HitRow = QuestionRow & {
  score: number; total: string; tsq: string; in_title: boolean; in_content: boolean; answer_text: string | null; comment_text: string | null;
};

/** The lexemes a tsquery looks for, in order, each once; negated ones ('-word') left out. */
export function queryTerms(tsq: string): string[] {
  const terms: string[] = [];
  for (const m of tsq.matchAll(/(!?)'((?:[^']|'')+)'/g)) {
    const term = m[2]!.replace(/''/g, "'");
    if (!m[1] && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

function toHit(r: HitRow, terms: string[], viewerId: string): QuestionSearchHit {
  const [matchedIn, text]: [SearchField, string] = r.in_title
    ? ['title', r.content]
    : r.in_content
      ? ['content', r.content]
      : r.answer_text !== null
        ? ['answer', r.answer_text]
        : r.comment_text !== null
          ? ['comment', r.comment_text]
          : ['content', r.content];
  return { question: toQuestion(r, viewerId), score: Number(r.score), matchedIn, excerpt: searchExcerpt(text, terms) };
}

const totalOf = (n: number) => (n > SEARCH_RANKED_CAP ? { total: SEARCH_RANKED_CAP, totalCapped: true } : { total: n });

/** The matches' count, for a page past the last: the page query's window count has no row to ride on. */
async function countMatches(sql: Sql, searched: string, filter: QuestionSearchQuery['filter']) {
  const [row] = await sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from (select 1 from question_search s where s.live and s.doc @@ websearch_to_tsquery('english', $1) ${FILTERS[filter]}
     limit ${SEARCH_RANKED_CAP + 1}) t`,
    [searched],
  );
  return row!.n;
}

export async function searchQuestions(sql: Sql, user: SessionUser, { q, filter, page }: QuestionSearchQuery): Promise<QuestionSearchPage> {
  const correctedQuery = await correctQuery(sql, q);
  const searched = correctedQuery ?? q;
  const rows = await sql.unsafe<HitRow[]>(SEARCH_SQL[filter], [searched, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE]);
  // No hit, no words to mark: the terms come with the first row.
  const terms = rows[0] ? queryTerms(rows[0].tsq) : [];
  return {
    query: q,
    correctedQuery,
    terms,
    filter,
    page,
    pageSize: SEARCH_PAGE_SIZE,
    ...totalOf(rows[0] ? Number(rows[0].total) : page > 1 ? await countMatches(sql, searched, filter) : 0),
    hits: rows.map((r) => toHit(r, terms, user.id)),
  };
}

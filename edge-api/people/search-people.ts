import type { Sql } from 'postgres';
import { SEARCH_LIMIT, type PersonCard } from '#domain/people/person-card.ts';
import { connectedColumn, type Viewer } from '../users/relation.ts';
import { companyVisible, likeLiteral, PERSON_COLUMNS, PERSON_JOINS, toPersonCard, type PersonRow } from './person-view.ts';

// Each leg finds candidates through its own index (migrations 0012, 0017) and keeps its best few;
// the ranking then merges them. Names and companies are matched as distinct terms first, so a
// common name costs its few spellings, not its thousands of members. Scores: a roll-number prefix is exact, a name beats a company, and a
// branch or batch only fills what is left, with whichever members its index finds first: ordering a
// whole branch by name would cost a scan (docs/decisions/0075-people-search.md).
const LEG_LIMIT = 50;

/**
 * People search (spec: User search; POST /api/search): ranked fuzzy matching over names (typos
 * tolerated by trigram word similarity), roll-number prefix, current company where visible to the
 * viewer, branch and batch prefix. `query` is already trimmed and non-empty.
 */
export async function searchPeople(sql: Sql, query: string, viewer: Viewer, now: Date): Promise<PersonCard[]> {
  const lower = query.toLowerCase();
  const prefix = `${likeLiteral(lower)}%`;
  // Prefixes as ranges of the pattern indexes: a prepared statement's cached generic plan cannot
  // turn LIKE $1 into an index range, and would scan every roster row for a text that matches none.
  const [from, to] = prefixRange(lower);
  const rows = await sql<PersonRow[]>`
    with hits as (
      (select u.id, n.score from (
          select term, word_similarity(${lower}, term) + case when lower(term) like ${prefix} then 0.5 else 0 end as score
          from search_terms where kind = 'name' and ${lower} <% term order by score desc limit ${LEG_LIMIT}) n
        cross join lateral (select u.id from users u where u.full_name = n.term and u.role = 'member'
          order by u.id limit ${LEG_LIMIT}) u
        order by n.score desc limit ${LEG_LIMIT})
      ${
        /^\d+$/.test(query)
          ? sql`union all
      (select u.id, 2.0 from users u where u.role = 'member' and (u.roll_number::text ~>=~ ${from} and u.roll_number::text ~<~ ${to})
        order by u.roll_number::text limit ${SEARCH_LIMIT})`
          : sql``
      }
      union all
      (select p.user_id, 0.8 * n.score from (
          select term, word_similarity(${lower}, term) as score
          from search_terms where kind = 'company' and ${lower} <% term order by score desc limit ${LEG_LIMIT}) n
        cross join lateral (select p.user_id from profiles p where p.job ->> 'companyName' = n.term
          and ${companyVisible(sql, viewer)} order by p.user_id limit ${LEG_LIMIT}) p
        order by n.score desc limit ${LEG_LIMIT})
      union all
      (select u.id, 0.3 from college_data c join users u on u.roster_id = c.id
        where u.role = 'member' and ((lower(c.branch) ~>=~ ${from} and lower(c.branch) ~<~ ${to})
          or (c.batch ~>=~ ${from} and c.batch ~<~ ${to}))
        limit ${SEARCH_LIMIT})
    ),
    ranked as (select id, max(score) as score from hits group by id)
    select ${sql.unsafe(PERSON_COLUMNS)}, ${connectedColumn(sql, 'u.id', viewer)}
    from ranked h join users u on u.id = h.id ${sql.unsafe(PERSON_JOINS)}
    where u.deactivated_at is null
    order by h.score desc, u.full_name, u.id
    limit ${SEARCH_LIMIT}`;
  return rows.map((row) => toPersonCard(row, viewer, now));
}

/** The byte-wise range of texts that start with `prefix` (UTF-8 orders as code points do). */
export function prefixRange(prefix: string): [string, string] {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  const head = prefix.slice(0, last > 0xffff ? -2 : -1);
  return [prefix, head + String.fromCodePoint(last + 1)];
}

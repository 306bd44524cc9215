import type { Sql } from 'postgres';
import { SEARCH_LIMIT, type PersonCard } from '#domain/people/person-card.ts';
import { connectedColumn, type Viewer } from '../users/relation.ts';
import { companyVisible, likeLiteral, PERSON_COLUMNS, PERSON_JOINS, toPersonCard, type PersonRow } from './person-view.ts';

// Each leg finds candidates through its own index (migration 0012) and keeps its best few; the
// ranking then merges them. Scores: a roll-number prefix is exact, a name beats a company, and a
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
  const rows = await sql<PersonRow[]>`
    with hits as (
      (select u.id, word_similarity(${lower}, u.full_name) + case when lower(u.full_name) like ${prefix} then 0.5 else 0 end as score
        from users u where u.role = 'member' and ${lower} <% u.full_name
        order by score desc limit ${LEG_LIMIT})
      ${
        /^\d+$/.test(query)
          ? sql`union all
      (select u.id, 2.0 from users u where u.role = 'member' and u.roll_number::text like ${prefix}
        order by u.roll_number::text limit ${SEARCH_LIMIT})`
          : sql``
      }
      union all
      (select p.user_id, 0.8 * word_similarity(${lower}, p.job ->> 'companyName') as score
        from profiles p where ${lower} <% (p.job ->> 'companyName') and ${companyVisible(sql, viewer)}
        order by score desc limit ${LEG_LIMIT})
      union all
      (select u.id, 0.3 from college_data c join users u on u.roster_id = c.id
        where u.role = 'member' and (lower(c.branch) like ${prefix} or c.batch like ${prefix})
        limit ${SEARCH_LIMIT})
    ),
    ranked as (select id, max(score) as score from hits group by id)
    select ${sql.unsafe(PERSON_COLUMNS)}, ${connectedColumn(sql, 'u.id', viewer)}
    from ranked h join users u on u.id = h.id ${sql.unsafe(PERSON_JOINS)}
    order by h.score desc, u.full_name, u.id
    limit ${SEARCH_LIMIT}`;
  return rows.map((row) => toPersonCard(row, viewer, now));
}

import type { Fragment, Sql } from 'postgres';
import { DIRECTORY_COUNT_CAP, DIRECTORY_PAGE_SIZE, type DirectoryFilters, type DirectoryPage, type DirectoryQuery } from '#domain/people/person-card.ts';
import { reputationColumn } from '../queries/reputation.ts';
import { connectedColumn, type Viewer } from '../users/relation.ts';
import { companyVisible, likeLiteral, workVisible, PERSON_COLUMNS, PERSON_JOINS, PROFILE_JOIN, ROSTER_JOIN, toPersonCard, type PersonRow } from './person-view.ts';

/**
 * The directory (/people): members by name, narrowed by batch, course and branch (exact) and by
 * company and city (case-insensitive part). The company filter only matches companies the viewer
 * may see, or it would reveal a hidden one.
 */
export async function listDirectory(sql: Sql, query: DirectoryQuery, viewer: Viewer, now: Date): Promise<DirectoryPage> {
  const contains = (text: string) => `%${likeLiteral(text.toLowerCase())}%`;
  const where: Fragment[] = [sql`u.role = 'member' and u.deactivated_at is null`];
  if (query.batch) where.push(sql`c.batch = ${query.batch}`);
  if (query.course) where.push(sql`c.course = ${query.course}`);
  if (query.branch) where.push(sql`c.branch = ${query.branch}`);
  if (query.company) where.push(sql`lower(p.job ->> 'companyName') like ${contains(query.company)} and ${companyVisible(sql, viewer)}`);
  if (query.city) where.push(sql`lower(p.job ->> 'location') like ${contains(query.city)} and ${workVisible(sql, viewer)}`);

  // Each table joined only where a filter reads it (a member always has a roster row and a profile):
  // a batch is counted from indexes alone, everyone from one.
  const rosterFiltered = !!(query.batch || query.course || query.branch);
  const profileFiltered = !!(query.company || query.city);
  const joins = sql.unsafe([rosterFiltered && ROSTER_JOIN, profileFiltered && PROFILE_JOIN].filter(Boolean).join(' '));
  // By name, read in the order of the index the filter walks: a member's name is their roster
  // record's (a record with an account is never edited), so both orders are one.
  const name = sql.unsafe(rosterFiltered ? 'c.full_name' : 'u.full_name');
  const [rows, [count]] = await Promise.all([
    // The page's members found first, then their cards read: a card's columns (reputation above all)
    // computed for the rows an offset skips made page 20 of a branch cost 50–100 ms.
    sql<PersonRow[]>`
      with page as (
        select u.id, ${name} as name from users u ${joins} where ${and(sql, where)}
        order by ${name}, u.id limit ${DIRECTORY_PAGE_SIZE} offset ${(query.page - 1) * DIRECTORY_PAGE_SIZE})
      select ${sql.unsafe(PERSON_COLUMNS)}, ${connectedColumn(sql, 'u.id', viewer)}, ${sql.unsafe(reputationColumn('u.id'))}
      from page join users u on u.id = page.id ${sql.unsafe(PERSON_JOINS)}
      order by page.name, u.id`,
    // Counted up to one past the cap, so the count stops early instead of joining every member.
    sql<{ total: number }[]>`
      select count(*)::int as total from (select 1 from users u ${joins} where ${and(sql, where)} limit ${DIRECTORY_COUNT_CAP + 1}) counted`,
  ]);
  const counted = count?.total ?? 0;
  return {
    users: rows.map((row) => toPersonCard(row, viewer, now)),
    total: Math.min(counted, DIRECTORY_COUNT_CAP),
    totalCapped: counted > DIRECTORY_COUNT_CAP,
    page: query.page,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

const and = (sql: Sql, parts: Fragment[]) => parts.reduce((all, part) => sql`${all} and ${part}`);

/** The batches, courses and branches members have: what the directory's selects offer. */
export async function directoryFilters(sql: Sql): Promise<DirectoryFilters> {
  const [row] = await sql<DirectoryFilters[]>`
    select
      coalesce((select json_agg(batch order by batch desc) from (select distinct c.batch from college_data c join users u on u.roster_id = c.id) b), '[]') as batches,
      coalesce((select json_agg(course order by course) from (select distinct c.course from college_data c join users u on u.roster_id = c.id) o), '[]') as courses,
      coalesce((select json_agg(branch order by branch) from (select distinct c.branch from college_data c join users u on u.roster_id = c.id) r), '[]') as branches`;
  return row ?? { batches: [], courses: [], branches: [] };
}

import { FIRST_PULL } from '#domain/sync/first-pull.ts';

// The conditions a first pull adds (domain/sync/first-pull.ts, ADR 0118), as trusted SQL. A first
// pull fills an empty store, so it takes live rows only: no tombstone has anything to remove. Each
// condition is written for the partial indexes of live rows (`where deleted_at is null`).

/** The ids of the `n` newest live rows of `table`, from its index of live rows by creation time. */
const newestIds = (table: 'questions' | 'jobs', n: number) =>
  `array(select n.id from ${table} n where n.deleted_at is null order by n.created_at desc limit ${n})`;

const SLICE_QUESTION_IDS = newestIds('questions', FIRST_PULL.questions);

/** Over `jobs` (no alias); `member` the member's id parameter. */
export const jobsSlice = (member: string) =>
  `deleted_at is null and (id = any(${newestIds('jobs', FIRST_PULL.jobs)}) or (status = 'active' and application_deadline >= current_date) or posted_by = ${member})`;

export const questionsSlice = (member: string) =>
  `q.deleted_at is null and (q.id = any(${SLICE_QUESTION_IDS}) or q.asked_by = ${member})`;

export const answersSlice = (member: string) => `a.deleted_at is null and (a.question_id = any(${SLICE_QUESTION_IDS}) or a.answered_by = ${member})`;

export const commentsSlice = (member: string) =>
  `c.deleted_at is null and (c.answer_id in (select sa.id from answers sa where sa.deleted_at is null and sa.question_id = any(${SLICE_QUESTION_IDS})) or c.commented_by = ${member})`;

export const eventsSlice = `e.deleted_at is null and e.ends_at >= now() - interval '${FIRST_PULL.pastEventDays} days'`;

import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PULL } from '#domain/sync/first-pull.ts';
import { PULL_MAX_ROWS } from '#domain/sync/protocol.ts';
import { useSyncFixture } from '../test/sync-fixture.ts';

// A new device's first pull takes its slice (ADR 0118): the newest questions with their answers,
// the newest and the open jobs, the member's own always; later pulls bring every change again.

const fx = useSyncFixture();

const OLD = FIRST_PULL.questions + 5; // more questions than a first pull takes
const id = (kind: string, n: number | string) => `md5('first-pull-${kind}-' || ${n})::uuid`;

async function pullFrom(cursor: number, first: boolean) {
  const rows = new Map<string, Record<string, unknown>>();
  for (;;) {
    const res = await fx.api().call('GET', `/api/sync/pull?cursor=${cursor}&limit=${PULL_MAX_ROWS}${first ? '&first=1' : ''}`, undefined, fx.auth.a);
    expect(res.status).toBe(200);
    for (const [table, list] of Object.entries(res.json.changes as Record<string, Record<string, unknown>[]>)) {
      for (const row of list) rows.set(`${table}:${row._id}`, row);
    }
    cursor = res.json.cursor;
    if (!res.json.more) return { cursor, rows, count: (table: string) => [...rows.keys()].filter((k) => k.startsWith(`${table}:`)).length };
  }
}

const uuid = async (kind: string, n: number) => (await fx.db.sql.unsafe(`select ${id(kind, n)}::text as id`))[0]!.id as string;

describe('a first pull', () => {
  beforeAll(async () => {
    const b = fx.userId.b;
    const a = fx.userId.a;
    // Question n asked n days ago by b, with an answer by b; question 0 of them is a's own, the oldest.
    await fx.db.sql.unsafe(
      `insert into questions (id, title, content, category, asked_by, created_at)
       select ${id('q', 'g')}, 'Question ' || g, 'Which electives?', 'Career', case when g = ${OLD} then $2::uuid else $1::uuid end, now() - g * interval '1 day'
       from generate_series(1, ${OLD}) g`,
      [b, a],
    );
    await fx.db.sql.unsafe(
      `insert into answers (id, question_id, answer, answered_by, created_at)
       select ${id('a', 'g')}, ${id('q', 'g')}, 'Statistics.', $1::uuid, now() - g * interval '1 day' + interval '1 hour' from generate_series(1, ${OLD}) g`,
      [b],
    );
    // Jobs: the newest 500 and more, all closed, but for one old job still open and one old job of a's.
    await fx.db.sql.unsafe(
      `insert into jobs (id, title, company_name, location, job_type, salary_range, year_of_experience, description, requirements,
         apply_link, contact_email, contact_phone, application_deadline, posted_by, created_at)
       select ${id('j', 'g')}, 'Job ' || g, 'Company', 'Pune', 'Full-time', '100000-200000', 'fresher', 'A job.', '["SQL"]',
         'https://example.com/' || g, 'hr@example.com', '9876543210',
         case when g = ${FIRST_PULL.jobs + 20} then current_date + 30 else current_date - 1 end,
         case when g = ${FIRST_PULL.jobs + 40} then $2::uuid else $1::uuid end, now() - g * interval '1 day'
       from generate_series(1, ${FIRST_PULL.jobs + 60}) g`,
      [b, a],
    );
  });

  it('takes the newest questions with their answers, the newest and the open jobs, and the member’s own', async () => {
    const first = await pullFrom(0, true);
    expect(first.count('questions')).toBe(FIRST_PULL.questions + 1); // and a's own, the oldest
    expect(first.rows.has(`questions:${await uuid('q', OLD)}`)).toBe(true);
    expect(first.rows.has(`questions:${await uuid('q', OLD - 1)}`)).toBe(false);
    expect(first.rows.has(`answers:${await uuid('a', 1)}`)).toBe(true);
    expect(first.rows.has(`answers:${await uuid('a', OLD - 1)}`)).toBe(false); // on a question left out
    expect(first.count('jobs')).toBe(FIRST_PULL.jobs + 2);
    for (const n of [1, FIRST_PULL.jobs, FIRST_PULL.jobs + 20, FIRST_PULL.jobs + 40]) expect(first.rows.has(`jobs:${await uuid('j', n)}`)).toBe(true);
    expect(first.rows.has(`jobs:${await uuid('j', FIRST_PULL.jobs + 1)}`)).toBe(false);

    // A pull that does not ask for the slice (any client written to the spec) gets every row.
    const everything = await pullFrom(0, false);
    expect(everything.count('questions')).toBe(OLD);
    expect(everything.count('jobs')).toBe(FIRST_PULL.jobs + 60);

    // After the first pull, a change to a row left out reaches the device like any other.
    await fx.db.sql.unsafe(`update questions set title = 'Question renamed' where id = ${id('q', OLD - 1)}`);
    const next = await pullFrom(first.cursor, false);
    expect(next.rows.get(`questions:${await uuid('q', OLD - 1)}`)?.title).toBe('Question renamed');
  });

  it('refuses a first flag other than 0 or 1', async () => {
    const res = await fx.api().call('GET', '/api/sync/pull?cursor=0&first=yes', undefined, fx.auth.a);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('first must be a whole number from 0 to 1');
  });
});

import type { Sql } from 'postgres';
import { MENTORSHIP_CSV_HEADER, OFFICE_LIST_MAX, WAITING_FLAG_DAYS, type MentorshipOverview } from '#domain/mentorship/mentorship-office.ts';
import { csvLine } from '#domain/spreadsheet-cell.ts';
import { mentorshipByMonth } from '../dashboard/mentorship-figures.ts';

// What the alumni office reads of the programme (issue 54): figures computed by SQL over every
// row, and the lists it acts on. Ratings and their comments are read here, and nowhere a mentor sees.

const iso = (d: Date) => new Date(d).toISOString();

export async function mentorshipOverview(sql: Sql, now: Date): Promise<MentorshipOverview> {
  const weekAgo = new Date(now.getTime() - WAITING_FLAG_DAYS * 86_400_000);
  const [[counts], held, mentors, pairs, waiting, ratings] = await Promise.all([
    sql<{ mentors: number; paused_mentors: number; mentees: number; active_pairs: number; waiting: number; expired: number; declined: number; ratings: number; average: string | null }[]>`
      select
        (select count(*)::int from mentor_offers where deleted_at is null and not paused and not office_paused) as mentors,
        (select count(*)::int from mentor_offers where deleted_at is null and (paused or office_paused)) as paused_mentors,
        (select count(distinct mentee_id)::int from mentorships where status = 'active') as mentees,
        (select count(*)::int from mentorships where status = 'active') as active_pairs,
        (select count(*)::int from mentor_requests where status = 'open' and created_at < ${weekAgo} and expires_at > ${now}) as waiting,
        (select count(*)::int from mentor_requests where status = 'expired' or (status = 'open' and expires_at <= ${now})) as expired,
        (select count(*)::int from mentor_requests where status = 'declined') as declined,
        (select count(*)::int from mentorship_ratings) as ratings,
        (select round(avg(stars), 1)::text from mentorship_ratings) as average`,
    mentorshipByMonth(sql, now),
    sql<{ user_id: string; full_name: string; capacity: number; active: number; paused: boolean; office_paused: boolean; topics: string[] }[]>`
      select o.user_id, u.full_name, o.capacity, o.active, o.paused, o.office_paused, o.topics
      from mentor_offers o join users u on u.id = o.user_id where o.deleted_at is null
      order by o.active desc, u.full_name limit ${OFFICE_LIST_MAX}`,
    sql<{ id: string; mentor_id: string; mentor_name: string; mentee_id: string; mentee_name: string; goal: string; started_at: Date }[]>`
      select m.id, m.mentor_id, a.full_name as mentor_name, m.mentee_id, b.full_name as mentee_name, m.goal, m.started_at
      from mentorships m join users a on a.id = m.mentor_id join users b on b.id = m.mentee_id
      where m.status = 'active' order by m.started_at desc limit ${OFFICE_LIST_MAX}`,
    sql<{ id: string; mentor_name: string; mentee_name: string; goal: string; created_at: Date }[]>`
      select r.id, a.full_name as mentor_name, b.full_name as mentee_name, r.goal, r.created_at
      from mentor_requests r join users a on a.id = r.mentor_id join users b on b.id = r.mentee_id
      where r.status = 'open' and r.created_at < ${weekAgo} and r.expires_at > ${now} order by r.created_at limit ${OFFICE_LIST_MAX}`,
    sql<{ mentorship_id: string; mentor_name: string; mentee_name: string; stars: number; comment: string; created_at: Date }[]>`
      select g.mentorship_id, a.full_name as mentor_name, b.full_name as mentee_name, g.stars, g.comment, g.created_at
      from mentorship_ratings g join mentorships m on m.id = g.mentorship_id
      join users a on a.id = m.mentor_id join users b on b.id = m.mentee_id
      order by g.created_at desc limit ${OFFICE_LIST_MAX}`,
  ]);
  return {
    counts: {
      mentors: counts!.mentors,
      pausedMentors: counts!.paused_mentors,
      mentees: counts!.mentees,
      activePairs: counts!.active_pairs,
      waitingOverAWeek: counts!.waiting,
      expired: counts!.expired,
      declined: counts!.declined,
      ratings: counts!.ratings,
    },
    averageRating: counts!.average === null ? null : Number(counts!.average),
    sessionsByMonth: held.map(({ month, sessions }) => ({ month, sessions })),
    mentors: mentors.map((r) => ({ userId: r.user_id, fullName: r.full_name, capacity: r.capacity, active: r.active, paused: r.paused, pausedByOffice: r.office_paused, topics: r.topics })),
    pairs: pairs.map((r) => ({ _id: r.id, mentorId: r.mentor_id, mentorName: r.mentor_name, menteeId: r.mentee_id, menteeName: r.mentee_name, goal: r.goal, startedAt: iso(r.started_at) })),
    waiting: waiting.map((r) => ({ _id: r.id, mentorName: r.mentor_name, menteeName: r.mentee_name, goal: r.goal, createdAt: iso(r.created_at) })),
    ratings: ratings.map((r) => ({ mentorshipId: r.mentorship_id, mentorName: r.mentor_name, menteeName: r.mentee_name, stars: r.stars, comment: r.comment, ratedAt: iso(r.created_at) })),
  };
}

/** Every mentorship, one line each, as CSV whose cells never run as formulas (ADR 0053). */
export async function mentorshipCsv(sql: Sql, now: Date): Promise<string> {
  const rows = await sql<{ id: string; mentor: string; mentee: string; goal: string; status: string; started_at: Date; ended_at: Date | null; ended_by: string | null; held: number; done: number; milestones: number; stars: number | null; comment: string | null }[]>`
    select m.id, a.full_name as mentor, b.full_name as mentee, m.goal, m.status, m.started_at, m.ended_at, m.ended_by,
      (select count(*)::int from mentorship_sessions s where s.mentorship_id = m.id and not s.cancelled and s.starts_at <= ${now}) as held,
      (select count(*)::int from mentorship_milestones t where t.mentorship_id = m.id and t.done) as done,
      (select count(*)::int from mentorship_milestones t where t.mentorship_id = m.id) as milestones,
      g.stars, g.comment
    from mentorships m join users a on a.id = m.mentor_id join users b on b.id = m.mentee_id
    left join mentorship_ratings g on g.mentorship_id = m.id
    order by m.started_at`;
  const lines = [csvLine(MENTORSHIP_CSV_HEADER)];
  for (const r of rows) {
    lines.push(csvLine([r.id, r.mentor, r.mentee, r.goal, r.status, iso(r.started_at), r.ended_at && iso(r.ended_at), r.ended_by, r.held, r.done, r.milestones, r.stars, r.comment]));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

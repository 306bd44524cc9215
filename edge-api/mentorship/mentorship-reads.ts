import type { Sql } from 'postgres';
import { rankMentors, type Mentee } from '#domain/mentorship/mentor-ranking.ts';
import type { MentorshipMilestone, MentorshipNote, MentorshipSession, MyMentorship, SuggestedMentor } from '#domain/mentorship/mentorship.ts';
import type { MentorFilters } from '#domain/mentorship/mentorship-schemas.ts';
import type { Skills } from '#domain/profile/profile.ts';
import type { SessionUser } from '../deps.ts';
import type { MentorCardCache } from './mentor-card-cache.ts';
import { mentorCard, toMentorCard } from './mentor-card-view.ts';
import {
  MENTORSHIP_SELECT,
  REQUEST_SELECT,
  milestonesTable,
  notesTable,
  sessionsTable,
  toMentorRequest,
  toMentorship,
  type MentorshipRow,
  type MilestoneRow,
  type NoteRow,
  type RequestRow,
  type SessionRow,
} from './mentorship-views.ts';

// What the mentorship routes read (issue 54): the ranked mentors, a member's own side, one
// mentorship whole. The pull reads the same rows for the devices (mentorship-views.ts).

/** The member as the ranking reads them: their branch, course, batch, city and skills. */
async function menteeOf(sql: Sql, viewer: SessionUser, goal: string): Promise<Mentee> {
  const [me] = await sql<{ branch: string | null; course: string | null; batch: string | null; city: string | null; skills: Partial<Skills> | null }[]>`
    select c.branch, c.course, c.batch, p.job ->> 'location' as city, p.skills
    from users u left join college_data c on c.id = u.roster_id left join profiles p on p.user_id = u.id where u.id = ${viewer.id}`;
  return {
    userId: viewer.id,
    branch: me?.branch ?? '',
    course: me?.course ?? '',
    batch: me?.batch ?? '',
    city: me?.city ?? '',
    skills: [...(me?.skills?.technicalSkill ?? []), ...(me?.skills?.nonTechnicalSkill ?? [])],
    goal,
  };
}

/** GET /api/mentorship/mentors: the `limit` mentors `viewer` may ask that suit them best, with why. */
export async function suggestMentors(sql: Sql, viewer: SessionUser, filters: MentorFilters & { goal: string; limit: number }, cards: MentorCardCache): Promise<SuggestedMentor[]> {
  const [mentee, mentors] = await Promise.all([menteeOf(sql, viewer, filters.goal), cards(sql, viewer)]);
  return rankMentors(mentee, mentors, filters, filters.limit).mentors;
}

/** GET /api/mentorship/mine: the member's offer, requests sent and received, and mentorships. */
export async function myMentorship(sql: Sql, viewer: SessionUser, now: Date): Promise<MyMentorship> {
  const [offer, requests, mentorships] = await Promise.all([
    mentorCard(sql, viewer, viewer.id),
    sql.unsafe<RequestRow[]>(`${REQUEST_SELECT} and r.deleted_at is null order by r.created_at desc`, [viewer.id]),
    sql.unsafe<MentorshipRow[]>(`${MENTORSHIP_SELECT} and m.deleted_at is null order by m.started_at desc`, [viewer.id]),
  ]);
  return {
    offer: offer ? toMentorCard(offer, viewer, now) : null,
    requests: requests.map((row) => toMentorRequest(row, viewer)),
    mentorships: mentorships.map((row) => toMentorship(row, viewer)),
  };
}

export type MentorshipWhole = {
  mentorship: ReturnType<typeof toMentorship>;
  milestones: MentorshipMilestone[];
  sessions: MentorshipSession[];
  notes: MentorshipNote[];
};

/** GET /api/mentorship/mentorships/:id: one of the member's mentorships and its parts; undefined for anyone else's. */
export async function mentorshipWhole(sql: Sql, viewer: SessionUser, id: string): Promise<MentorshipWhole | undefined> {
  const [row] = await sql.unsafe<MentorshipRow[]>(`${MENTORSHIP_SELECT} and m.id = $2 and m.deleted_at is null`, [viewer.id, id]);
  if (!row) return undefined;
  const parts = <Row extends object>(table: string) =>
    sql.unsafe<Row[]>(`select * from ${table} where mentorship_id = $1 and deleted_at is null order by created_at`, [id]);
  const [milestones, sessions, notes] = await Promise.all([
    parts<MilestoneRow>('mentorship_milestones'),
    parts<SessionRow>('mentorship_sessions'),
    parts<NoteRow>('mentorship_notes'),
  ]);
  return {
    mentorship: toMentorship(row, viewer),
    milestones: milestones.map((r) => milestonesTable.toClient(r, viewer)),
    sessions: sessions.map((r) => sessionsTable.toClient(r, viewer)).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    notes: notes.map((r) => notesTable.toClient(r, viewer)),
  };
}

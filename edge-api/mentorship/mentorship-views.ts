import type { TransactionSql } from 'postgres';
import type {
  MentorRequest,
  Mentorship,
  MentorshipMilestone,
  MentorshipNote,
  MentorshipPerson,
  MentorshipSession,
} from '#domain/mentorship/mentorship.ts';
import { fileChangedAt, fileUrl } from '../profile/file-urls.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';
import type { SessionUser } from '../deps.ts';

// The mentorship rows each of its two members' devices keep (issue 54). A request or mentorship
// shows the other member: its version is the later of its own and that member's profile, so a new
// name or photo reaches it (one commit-ordered sequence, migration 0007), as connections do.

type OtherColumns = { other_id: string; other_name: string; other_batch: string | null; other_branch: string | null; other_removed: Date | null; photo_at: Date | null };

/** `t` is the row's alias; `$1` the viewer. The other member: left joins, as one who left keeps a card. */
const other = (t: string) => `
  join users ou on ou.id = case when ${t}.mentor_id = $1 then ${t}.mentee_id else ${t}.mentor_id end
  left join college_data oc on oc.id = ou.roster_id
  left join profiles op on op.user_id = ou.id`;
const OTHER_COLUMNS = `ou.id as other_id, ou.full_name as other_name, oc.batch as other_batch, oc.branch as other_branch,
  op.removed_at as other_removed, ${fileChangedAt('photo', 'ou.id')}`;

const personOf = (row: OtherColumns): MentorshipPerson => ({
  _id: row.other_id,
  fullName: row.other_name,
  profilePicture: row.other_removed ? null : fileUrl(row.other_id, 'photo', row.photo_at),
  batch: row.other_batch ?? '',
  branch: row.other_branch ?? '',
});
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export type RequestRow = VersionedRow &
  OtherColumns & { mentor_id: string; mentee_id: string; goal: string; topics: string[]; status: MentorRequest['status']; message: string; created_at: Date; expires_at: Date; answered_at: Date | null; mentorship_id: string | null };

export const toMentorRequest = (row: RequestRow, user: Pick<SessionUser, 'id'>): MentorRequest => ({
  _id: row.id,
  direction: row.mentee_id === user.id ? 'sent' : 'received',
  mentorId: row.mentor_id,
  menteeId: row.mentee_id,
  other: personOf(row),
  goal: row.goal,
  topics: row.topics,
  status: row.status,
  message: row.message,
  createdAt: new Date(row.created_at).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
  answeredAt: iso(row.answered_at),
  mentorshipId: row.mentorship_id,
});

/** The member's requests, sent and received, and (`where`) which of them. */
export const REQUEST_SELECT = `
  select r.id, r.mentor_id, r.mentee_id, r.goal, r.topics, r.status, r.message, r.created_at, r.expires_at, r.answered_at,
    r.mentorship_id, r.deleted_at, greatest(r.version, coalesce(op.version, 0)) as version, ${OTHER_COLUMNS}
  from mentor_requests r ${other('r')}
  where (r.mentor_id = $1 or r.mentee_id = $1)`;

export const mentorRequestsTable: SyncedTable<MentorRequest, RequestRow> = {
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<RequestRow[]>(`${REQUEST_SELECT} and greatest(r.version, coalesce(op.version, 0)) > $2 order by version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: toMentorRequest,
};

export type MentorshipRow = VersionedRow &
  OtherColumns & { mentor_id: string; mentee_id: string; goal: string; topics: string[]; status: Mentorship['status']; started_at: Date; ended_at: Date | null; ended_by: Mentorship['endedBy']; closing_note: string; rated: boolean };

export const toMentorship = (row: MentorshipRow, user: Pick<SessionUser, 'id'>): Mentorship => ({
  _id: row.id,
  side: row.mentor_id === user.id ? 'mentor' : 'mentee',
  mentorId: row.mentor_id,
  menteeId: row.mentee_id,
  other: personOf(row),
  goal: row.goal,
  topics: row.topics,
  status: row.status,
  startedAt: new Date(row.started_at).toISOString(),
  endedAt: iso(row.ended_at),
  endedBy: row.ended_by,
  closingNote: row.closing_note,
  // The mentee's own: the mentor never learns whether, or how, they were rated.
  ...(row.mentee_id === user.id ? { rated: row.rated } : {}),
  updatedAt: new Date(row.ended_at ?? row.started_at).toISOString(),
});

export const MENTORSHIP_SELECT = `
  select m.id, m.mentor_id, m.mentee_id, m.goal, m.topics, m.status, m.started_at, m.ended_at, m.ended_by, m.closing_note,
    m.deleted_at, exists (select 1 from mentorship_ratings g where g.mentorship_id = m.id) as rated,
    greatest(m.version, coalesce(op.version, 0)) as version, ${OTHER_COLUMNS}
  from mentorships m ${other('m')}
  where (m.mentor_id = $1 or m.mentee_id = $1)`;

export const mentorshipsTable: SyncedTable<Mentorship, MentorshipRow> = {
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<MentorshipRow[]>(`${MENTORSHIP_SELECT} and greatest(m.version, coalesce(op.version, 0)) > $2 order by version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: toMentorship,
};

/** A mentorship's part: the rows of the pairs the member is in, after the cursor. */
const partsSince = <Row extends VersionedRow>(table: string, columns: string) => (tx: TransactionSql, user: SessionUser, cursor: number, limit: number) =>
  tx.unsafe<Row[]>(
    `(select ${columns}, version, deleted_at from ${table} where mentor_id = $1 and version > $2 order by version limit $3)
     union all
     (select ${columns}, version, deleted_at from ${table} where mentee_id = $1 and version > $2 order by version limit $3)
     order by version limit $3`,
    [user.id, cursor, limit],
    PREPARED,
  );

export type MilestoneRow = VersionedRow & { mentorship_id: string; title: string; done: boolean; done_at: Date | null; done_by: string | null; created_by: string; created_at: Date };
export const milestonesTable: SyncedTable<MentorshipMilestone, MilestoneRow> = {
  changedSince: partsSince<MilestoneRow>('mentorship_milestones', 'id, mentorship_id, title, done, done_at, done_by, created_by, created_at'),
  toClient: (row) => ({
    _id: row.id,
    mentorshipId: row.mentorship_id,
    title: row.title,
    done: row.done,
    doneAt: iso(row.done_at),
    doneBy: row.done_by,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
  }),
};

export type SessionRow = VersionedRow & { mentorship_id: string; starts_at: Date; minutes: number; link: string; place: string; created_by: string; cancelled: boolean; created_at: Date };
export const sessionsTable: SyncedTable<MentorshipSession, SessionRow> = {
  changedSince: partsSince<SessionRow>('mentorship_sessions', 'id, mentorship_id, starts_at, minutes, link, place, created_by, cancelled, created_at'),
  toClient: (row) => ({
    _id: row.id,
    mentorshipId: row.mentorship_id,
    startsAt: new Date(row.starts_at).toISOString(),
    minutes: row.minutes,
    link: row.link,
    place: row.place,
    createdBy: row.created_by,
    cancelled: row.cancelled,
    createdAt: new Date(row.created_at).toISOString(),
  }),
};

export type NoteRow = VersionedRow & { mentorship_id: string; author_id: string; body: string; created_at: Date };
export const notesTable: SyncedTable<MentorshipNote, NoteRow> = {
  changedSince: partsSince<NoteRow>('mentorship_notes', 'id, mentorship_id, author_id, body, created_at'),
  toClient: (row) => ({ _id: row.id, mentorshipId: row.mentorship_id, authorId: row.author_id, body: row.body, createdAt: new Date(row.created_at).toISOString() }),
};

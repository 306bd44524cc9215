import type { Sql, TransactionSql } from 'postgres';
import type { MentorCard } from '#domain/mentorship/mentorship.ts';
import type { Skills } from '#domain/profile/profile.ts';
import { FORMER_PERSON_JOINS, PERSON_FIELDS, toPersonCard, type PersonRow } from '../people/person-view.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';
import type { Viewer } from '../users/relation.ts';

// A mentor's card (issue 54): their offer and who they are, as each member may see them (work by
// their privacy setting, ADR 0100; nothing of a profile the moderators removed). Read by the pull
// (the synced table `mentors`) and by GET /api/mentorship/mentors, from the same columns.

export type MentorCardRow = PersonRow &
  VersionedRow & {
    topics: string[];
    capacity: number;
    note: string;
    paused: boolean;
    office_paused: boolean;
    active: number;
    updated_at: Date;
    skills: Partial<Skills> | null;
  };

/** `$1` is the viewer's id. Connected: one join on the pair's row, not a function call per mentor. */
const CARD_SELECT = `
  select o.user_id as id, o.topics, o.capacity, o.note, o.paused, o.office_paused, o.active, o.updated_at, o.version,
    o.deleted_at, ${PERSON_FIELDS}, p.skills,
    (k.id is not null) as connected,
    (o.user_id = $1 or not (o.paused or o.office_paused)) as visible
  from mentor_offers o
  join users u on u.id = o.user_id
  ${FORMER_PERSON_JOINS}
  left join connections k on k.user_low = least(o.user_id, $1::uuid) and k.user_high = greatest(o.user_id, $1::uuid)
    and k.status = 'connected' and k.deleted_at is null`;

export function toMentorCard(row: MentorCardRow, viewer: Viewer, now: Date): MentorCard {
  const person = toPersonCard(row, viewer, now);
  const own = row.id === viewer.id;
  const hidden = !!row.removed_at && !own;
  return {
    _id: row.id,
    userId: row.id,
    fullName: person.fullName,
    role: person.role,
    batch: person.batch,
    branch: person.branch,
    course: person.course,
    position: person.position,
    companyName: person.companyName,
    city: person.city,
    profilePicture: person.profilePicture,
    skills: hidden ? [] : [...(row.skills?.technicalSkill ?? []), ...(row.skills?.nonTechnicalSkill ?? [])],
    topics: row.topics,
    note: row.note,
    capacity: row.capacity,
    active: row.active,
    placesLeft: Math.max(0, row.capacity - row.active),
    ...(own ? { paused: row.paused || row.office_paused, pausedByOffice: row.office_paused } : {}),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Every mentor's card to every member's devices; a paused one reaches only its mentor's (ADR 0146). */
export const mentorsTable: SyncedTable<MentorCard, MentorCardRow> = {
  changedProbe: 'coalesce((select max(version) from mentor_offers), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<MentorCardRow[]>(`${CARD_SELECT} where o.version > $2 order by o.version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row, user) => toMentorCard(row, user, new Date()),
};

/** The cards `viewer` may ask now (GET /api/mentorship/mentors): offers neither paused nor withdrawn. */
export async function requestableMentors(sql: Sql | TransactionSql, viewer: Viewer): Promise<MentorCardRow[]> {
  return sql.unsafe<MentorCardRow[]>(
    `${CARD_SELECT} where o.deleted_at is null and not o.paused and not o.office_paused and u.deactivated_at is null and u.erased_at is null`,
    [viewer.id],
    PREPARED,
  );
}

/** One mentor's card, as `viewer` may see it; undefined when there is no live offer. */
export async function mentorCard(sql: Sql | TransactionSql, viewer: Viewer, mentorId: string): Promise<MentorCardRow | undefined> {
  const [row] = await sql.unsafe<MentorCardRow[]>(`${CARD_SELECT} where o.user_id = $2 and o.deleted_at is null`, [viewer.id, mentorId], PREPARED);
  return row;
}

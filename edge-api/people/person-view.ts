import type { Sql } from 'postgres';
import { roleLabel } from '#domain/accounts/student-record.ts';
import type { PersonCard } from '#domain/people/person-card.ts';
import { DEFAULT_PRIVACY, mayView, privacyOf, type Privacy } from '#domain/profile/privacy.ts';
import type { JobInfo } from '#domain/profile/profile.ts';
import { fileChangedAt, fileUrl } from '../profile/file-urls.ts';
import { relationTo, type Viewer } from '../users/relation.ts';

export type PersonRow = {
  id: string;
  full_name: string;
  /** Null for an erased member (no roster record, ADR 0141), whose cards stay in others' threads. */
  roll_number: string | null;
  batch: string | null;
  branch: string | null;
  course: string | null;
  job: Partial<JobInfo> | null;
  privacy: Partial<Privacy> | null;
  photo_at: Date | null;
  /** Removed by the moderators (issue 32): others see no photo or work on the card. */
  removed_at?: Date | null;
  /** Whether the member is connected to the viewer (`connectedColumn`); privacy reads it. */
  connected?: boolean | null;
  /** Read where the screen shows it (the directory): reputation.ts. */
  reputation?: number;
};

/** The columns a person card is read from, and the joins from `users u` they need (members have a roster record). */
export const PERSON_FIELDS = `u.full_name, u.roll_number, c.batch, c.branch, c.course, p.job, p.privacy, p.removed_at, ${fileChangedAt('photo')}`;
export const PERSON_COLUMNS = `u.id, ${PERSON_FIELDS}`;
export const ROSTER_JOIN = 'join college_data c on c.id = u.roster_id';
export const PROFILE_JOIN = 'join profiles p on p.user_id = u.id';
export const PERSON_JOINS = `${ROSTER_JOIN} ${PROFILE_JOIN}`;
/** The same joins where an erased member's card must stay (a thread they were in): no roster record is needed. */
export const FORMER_PERSON_JOINS = `left join college_data c on c.id = u.roster_id ${PROFILE_JOIN}`;

/** A member as `viewer` may see them: the position and company only where their privacy setting allows (ADR 0100). */
export function toPersonCard(row: PersonRow, viewer: Viewer, now: Date): PersonCard {
  const hidden = !!row.removed_at && row.id !== viewer.id;
  const showWork = !hidden && mayView(privacyOf(row.privacy).company, relationTo(row.id, viewer, row.connected));
  return {
    _id: row.id,
    fullName: row.full_name,
    rollNumber: Number(row.roll_number ?? 0),
    role: roleLabel(row.batch ?? '', now),
    batch: row.batch ?? '',
    branch: row.branch ?? '',
    course: row.course ?? '',
    position: showWork ? (row.job?.position ?? '') : '',
    companyName: showWork ? (row.job?.companyName ?? '') : '',
    city: hidden ? '' : (row.job?.location ?? ''),
    profilePicture: hidden ? null : fileUrl(row.id, 'photo', row.photo_at),
    ...(typeof row.reputation === 'number' ? { reputation: row.reputation } : {}),
  };
}

/**
 * The rows whose work (city, company) `viewer` may match on: a profile the moderators removed
 * shows its work to its owner only (toPersonCard), so filtering on it would reveal it.
 */
export const workVisible = (sql: Sql, viewer: Viewer) => sql`(p.removed_at is null or p.user_id = ${viewer.id})`;

/**
 * The rows whose current company `viewer` may match on (search, the directory's company filter):
 * matching on a hidden company would reveal it. Keep in step with toPersonCard.
 */
export const companyVisible = (sql: Sql, viewer: Viewer) =>
  viewer.role === 'admin'
    ? workVisible(sql, viewer)
    : sql`${workVisible(sql, viewer)} and (p.user_id = ${viewer.id} or coalesce(p.privacy ->> 'company', ${DEFAULT_PRIVACY.company}) = 'all'
        or (coalesce(p.privacy ->> 'company', ${DEFAULT_PRIVACY.company}) = 'connections' and are_connected(p.user_id, ${viewer.id})))`;

/** `text` for a LIKE pattern that matches it literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

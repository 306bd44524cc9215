import type { Sql } from 'postgres';
import { settingsOf } from '#domain/notifications/notification-preferences.ts';
import { mayView, privacyOf, type Privacy } from '#domain/profile/privacy.ts';
import { EMPTY_SECTIONS, type ExtraInfo, type JobInfo, type Profile, type Skills } from '#domain/profile/profile.ts';
import { hidesWords, removalFor, type RemovalRow } from '../moderation/removal.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';
import { fileChangedAt, fileUrl } from '../profile/file-urls.ts';
import { reputationColumn } from '../queries/reputation.ts';
import { relationTo, type Viewer } from './relation.ts';
import { toSessionUser, type UserRow } from './user-view.ts';

type ProfileRow = UserRow & RemovalRow & {
  job: JobInfo | null;
  skills: Skills | null;
  extra: ExtraInfo | null;
  phone: string | null;
  privacy: Partial<Privacy> | null;
  notification_channels: Record<string, never> | null;
  read_receipts: boolean | null;
  notification_digest: string | null;
  answers_posted: number;
  jobs_posted: number;
  donated: number;
  questions_asked: number;
  events_counted: number;
  photo_at: Date | null;
  resume_at: Date | null;
  connection_ids: string[];
  reputation: number;
};

// Analytics are counted from the rows they describe (DESIGN.md), in the same round trip.
const PROFILE_SELECT = `
  select u.id, u.role, u.full_name, u.email, u.roll_number, c.batch, c.branch, c.course, c.gender, c.cgpa,
    p.job, p.skills, p.extra, p.phone, p.privacy, p.notification_channels, p.notification_digest, p.read_receipts, p.version, p.deleted_at,
    p.removed_at, p.removed_reason, p.review_requested_at,
    (select count(*)::int from answers a where a.answered_by = u.id and a.deleted_at is null) as answers_posted,
    (select count(*)::int from jobs j where j.posted_by = u.id and j.deleted_at is null) as jobs_posted,
    (select (coalesce(sum(d.paid_amount - d.refunded_amount), 0) / 100)::float8 from donations d where d.donor_id = u.id and d.status = 'paid') as donated,
    (select count(*)::int from questions q where q.asked_by = u.id and q.deleted_at is null) as questions_asked,
    (select count(*)::int from (
      select h.event_id from event_hosts h join events e on e.id = h.event_id
      where h.user_id = u.id and h.removed_at is null and e.status = 'scheduled' and e.deleted_at is null and e.starts_at <= now()
      union select r.event_id from event_rsvps r where r.user_id = u.id and r.checked_in_at is not null) x) as events_counted,
    ${fileChangedAt('photo')}, ${fileChangedAt('resume')}, ${reputationColumn('u.id')},
    (select coalesce(json_agg(case when k.user_low = u.id then k.user_high else k.user_low end order by k.connected_at), '[]')
      from connections k where (k.user_low = u.id or k.user_high = u.id) and k.status = 'connected' and k.deleted_at is null) as connection_ids
  from users u left join college_data c on c.id = u.roster_id left join profiles p on p.user_id = u.id`;


/**
 * Profiles as the spec's section 3 names them, as `viewer` may see them: the e-mail, phone, work,
 * resume and donation total follow the member's privacy settings (ADRs 0074, 0100). Members only,
 * unless `withAdmin`.
 */
export async function loadProfiles(
  sql: Sql,
  by: { id: string } | { rollNumber: string },
  viewer: Viewer,
  now: Date,
  { withAdmin = false } = {},
): Promise<Profile[]> {
  const where = 'id' in by ? sql`u.id = ${by.id}` : sql`u.roll_number = ${by.rollNumber}`;
  const rows = await sql<ProfileRow[]>`
    ${sql.unsafe(PROFILE_SELECT)}
    where ${where} ${withAdmin ? sql`` : sql`and u.role = 'member'`}
      and (u.deactivated_at is null or u.id = ${viewer.id})`;
  return rows.map((row) => toProfile(row, viewer, now));
}

function toProfile(row: ProfileRow, viewer: Viewer, now: Date): Profile {
  const user = toSessionUser(row, now);
  const relation = relationTo(row.id, viewer, row.connection_ids.includes(viewer.id));
  const privacy = privacyOf(row.privacy);
  const shown = (field: keyof Privacy) => mayView(privacy[field], relation);
  const job = row.job ?? EMPTY_SECTIONS.jobId;
  const removed = removalFor(row, row.id, viewer.id);
  // Removed by the moderators (issue 32): others see who the member is, not what they wrote or showed.
  const hidden = hidesWords(removed);
  return {
    _id: user._id,
    fullName: user.fullName,
    role: user.role,
    rollNumber: user.rollNumber,
    branch: user.branch,
    batch: user.batch,
    course: user.course,
    gender: user.gender,
    cgpa: user.cgpa,
    email: shown('email') ? row.email : null,
    phone: shown('phone') && row.phone ? row.phone : null,
    ...(relation === 'self' ? { privacy, notifications: settingsOf(row.notification_channels, row.notification_digest), readReceipts: row.read_receipts ?? true } : {}),
    status: 'active',
    connections: row.connection_ids,
    profilePicture: hidden ? null : fileUrl(row.id, 'photo', row.photo_at),
    resume: shown('resume') && !hidden ? fileUrl(row.id, 'resume', row.resume_at) : null,
    // The company setting covers the member's work, not only the current company's name (ADR 0100).
    jobId: shown('company') && !hidden ? job : { ...job, companyName: '', position: '', duration: '', previousCompany: [] },
    skillId: hidden ? EMPTY_SECTIONS.skillId : (row.skills ?? EMPTY_SECTIONS.skillId),
    extraId: hidden ? EMPTY_SECTIONS.extraId : (row.extra ?? EMPTY_SECTIONS.extraId),
    ...(removed ? { removed } : {}),
    // Issue 33: computed from votes, answers and accepts (ADR 0114).
    reputation: row.reputation,
    analyticsId: {
      // What the member gave is theirs to show (ADR 0100): null, not 0, when kept from the viewer.
      Donation: shown('donation') ? row.donated : null,
      QueryAnswered: row.answers_posted,
      jobPosted: row.jobs_posted,
      // Hosted (held, not cancelled) or attended (checked in), each event once (ADR 0091).
      EventOrganised: row.events_counted,
      postMade: row.questions_asked,
    },
  };
}

/** The own profile as the sync pull sends it: only to its member, when its sections change. */
export const profileTable: SyncedTable<Profile, ProfileRow & VersionedRow> = {
  changedProbe: 'coalesce((select max(version) from profiles where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor) =>
    tx.unsafe<(ProfileRow & VersionedRow)[]>(`${PROFILE_SELECT} where p.user_id = $1 and p.version > $2`, [user.id, cursor], PREPARED),
  toClient: (row, user) => toProfile(row, user, new Date()),
};

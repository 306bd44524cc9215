import type { Sql } from 'postgres';
import type { JobAlert } from '#domain/jobs/job-alert.ts';
import type { Notification } from '#domain/notifications/notification.ts';
import { PREPARED, type SyncedTable, type VersionedRow } from '../sync/pull.ts';

type NotificationRow = VersionedRow & {
  kind: Notification['kind'];
  subject_type: Notification['subject']['type'];
  subject_id: string;
  url: string;
  actor_id: string | null;
  actor_name: string | null;
  title: string;
  count: number;
  text: string;
  created_at: Date;
  updated_at: Date;
  read_at: Date | null;
};

const FIELDS = `id, kind, subject_type, subject_id, url, actor_id, actor_name, title, count, text, created_at, updated_at, read_at, version, deleted_at`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind,
  subject: { type: row.subject_type, id: row.subject_id },
  url: row.url,
  actor: row.actor_id ? { _id: row.actor_id, fullName: row.actor_name ?? '' } : null,
  title: row.title,
  count: row.count,
  text: row.text,
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
  readAt: iso(row.read_at),
});

/** A member's inbox: only its member ever pulls a line. */
export const notificationsTable: SyncedTable<Notification, NotificationRow> = {
  changedProbe: 'coalesce((select max(version) from notifications where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<NotificationRow[]>(`select ${FIELDS} from notifications where user_id = $1 and version > $2 order by version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row) => toNotification(row),
};

/** GET /api/notifications: the newest lines first, at most `limit`, and how many are unread. */
export async function inboxOf(sql: Sql, userId: string, limit: number) {
  const [lines, [unread]] = await Promise.all([
    sql.unsafe<NotificationRow[]>(`select ${FIELDS} from notifications where user_id = $1 and deleted_at is null order by updated_at desc, id limit $2`, [userId, limit]),
    sql<{ n: number }[]>`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null and deleted_at is null`,
  ]);
  return { notifications: lines.map(toNotification), unread: unread?.n ?? 0 };
}

type AlertRow = VersionedRow & { filters: JobAlert['filters']; label: string; created_at: Date };
export const toJobAlert = (row: AlertRow): JobAlert => ({ _id: row.id, filters: row.filters, label: row.label, createdAt: iso(row.created_at)! });
const ALERT_FIELDS = `id, filters, label, created_at, version, deleted_at`;

/** A member's job alerts: only its member pulls them. */
export const jobAlertsTable: SyncedTable<JobAlert, AlertRow> = {
  changedProbe: 'coalesce((select max(version) from job_alerts where user_id = $2), 0) > $1',
  changedSince: (tx, user, cursor, limit) =>
    tx.unsafe<AlertRow[]>(`select ${ALERT_FIELDS} from job_alerts where user_id = $1 and version > $2 order by version limit $3`, [user.id, cursor, limit], PREPARED),
  toClient: (row) => toJobAlert(row),
};

/** GET /api/jobAlerts: the member's live alerts, oldest first. */
export const jobAlertsOf = async (sql: Sql, userId: string): Promise<JobAlert[]> =>
  (await sql.unsafe<AlertRow[]>(`select ${ALERT_FIELDS} from job_alerts where user_id = $1 and deleted_at is null order by created_at, id`, [userId])).map(toJobAlert);

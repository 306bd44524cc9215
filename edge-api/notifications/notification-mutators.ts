import { describeFilters, JOB_ALERT_MESSAGES as M, MAX_JOB_ALERTS } from '#domain/jobs/job-alert.ts';
import { ApiError } from '../http/api-error.ts';
import { serverMutator } from '../sync/mutator.ts';

// The inbox's and the job alerts' writes (domain/notifications/notification-mutations.ts), each on
// the caller's own rows and harmless when replayed.

const GONE = 'This notification no longer exists';

export const markNotificationRead = serverMutator('markNotificationRead', {
  roles: ['member', 'admin'],
  async run(tx, { id }, { user, now }) {
    const [line] = await tx<{ read_at: Date | null }[]>`
      select read_at from notifications where id = ${id} and user_id = ${user.id} and deleted_at is null for update`;
    if (!line) throw new ApiError(404, GONE, 'not_found');
    if (!line.read_at) await tx`update notifications set read_at = ${now} where id = ${id}`;
  },
});

export const markAllNotificationsRead = serverMutator('markAllNotificationsRead', {
  roles: ['member', 'admin'],
  async run(tx, { upTo }, { user, now }) {
    await tx`
      update notifications set read_at = ${now}
      where user_id = ${user.id} and read_at is null and deleted_at is null and updated_at <= ${new Date(upTo)}`;
  },
});

export const saveJobAlert = serverMutator('saveJobAlert', {
  roles: ['member'],
  async run(tx, { id, filters }, { user, now }) {
    // The member's alerts are counted under their own row's lock: two saves at once cannot pass the cap.
    await tx`select 1 from users where id = ${user.id} for update`;
    const [own] = await tx<{ user_id: string; deleted_at: Date | null }[]>`select user_id, deleted_at from job_alerts where id = ${id}`;
    if (own && own.user_id !== user.id) throw new ApiError(409, 'Something with this id already exists', 'id_taken');
    if (own?.deleted_at) throw new ApiError(404, M.notFound, 'not_found');
    const label = describeFilters(filters);
    if (own) {
      await tx`update job_alerts set filters = ${tx.json(filters)}, label = ${label} where id = ${id}`;
      return;
    }
    const [{ n } = { n: 0 }] = await tx<{ n: number }[]>`select count(*)::int as n from job_alerts where user_id = ${user.id} and deleted_at is null`;
    if (n >= MAX_JOB_ALERTS) throw new ApiError(409, M.tooMany, 'too_many');
    await tx`
      insert into job_alerts (id, user_id, filters, label, created_at)
      values (${id}, ${user.id}, ${tx.json(filters)}, ${label}, ${now})`;
  },
});

export const removeJobAlert = serverMutator('removeJobAlert', {
  roles: ['member'],
  async run(tx, { id }, { user, now }) {
    const [alert] = await tx<{ deleted_at: Date | null }[]>`select deleted_at from job_alerts where id = ${id} and user_id = ${user.id} for update`;
    if (!alert) throw new ApiError(404, M.notFound, 'not_found');
    if (!alert.deleted_at) await tx`update job_alerts set deleted_at = ${now} where id = ${id}`;
  },
});

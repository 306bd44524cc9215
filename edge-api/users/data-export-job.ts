import type { Sql } from 'postgres';
import * as v from 'valibot';
import { EXPORT_LINK_DAYS, fileSize } from '#domain/accounts/data-export.ts';
import type { Clock } from '../deps.ts';
import { effectQueue } from '../outbox/effects.ts';
import type { PeriodicJob } from '../outbox/periodic-jobs.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { buildDataExport, exportKey } from './data-export-archive.ts';

const PayloadSchema = v.object({ exportId: v.pipe(v.string(), v.uuid()) });
const DAY_MS = 24 * 60 * 60_000;

type Deps = { sql: Sql; store: ObjectStore; secret: string; appUrl: string; clock: Clock };

/**
 * The dispatcher's handler for 'data-export' (issue 53): builds the member's archive into the
 * store, marks it ready for 7 days and mails its member. A row no longer preparing (a retry after
 * it was done, an account erased meanwhile) is left as it is.
 */
export function dataExportJob(deps: Deps) {
  return async (payload: unknown) => {
    const { exportId } = v.parse(PayloadSchema, payload);
    const [row] = await deps.sql<{ user_id: string; email: string; full_name: string; erased_at: Date | null }[]>`
      select x.user_id, u.email, u.full_name, u.erased_at from data_exports x join users u on u.id = x.user_id
      where x.id = ${exportId} and x.status = 'preparing'`;
    if (!row) return;
    if (row.erased_at) {
      await deps.sql`update data_exports set status = 'expired' where id = ${exportId}`;
      return;
    }
    const size = await buildDataExport({ sql: deps.sql, store: deps.store }, { userId: row.user_id, exportId, now: deps.clock.now() });
    const now = deps.clock.now();
    const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
    await deps.sql.begin(async (tx) => {
      const done = await tx`
        update data_exports set status = 'ready', ready_at = ${now}, expires_at = ${expiresAt}, size = ${size}
        where id = ${exportId} and status = 'preparing' returning id`;
      if (done.length === 0) return;
      await effectQueue(tx, { now, secret: deps.secret }).enqueue({
        kind: 'mail',
        template: 'account-data-ready',
        to: row.email,
        fullName: row.full_name,
        expiresOn: expiresAt.toISOString(),
        size: fileSize(size),
        settingsUrl: `${deps.appUrl}/settings/account#my-data`,
      });
    });
  };
}

/** Deletes the files of archives whose 7 days have passed (and of erased accounts); answers how many. */
export async function expireDataExports(sql: Sql, store: ObjectStore, now: Date): Promise<number> {
  const due = await sql<{ id: string }[]>`select id from data_exports where status = 'ready' and expires_at <= ${now} limit 500`;
  if (due.length === 0) return 0;
  await store.delete(due.map((row) => exportKey(row.id)));
  await sql`update data_exports set status = 'expired' where id in ${sql(due.map((row) => row.id))}`;
  return due.length;
}

/** The dispatcher's job: hourly, so an archive is gone within the hour after its 7 days. */
export const expireDataExportsJob = (sql: Sql, store: ObjectStore): PeriodicJob => ({
  name: 'data export expiry',
  everyMs: 60 * 60_000,
  run: async (now) => {
    while ((await expireDataExports(sql, store, now)) === 500);
  },
});

import { Hono } from 'hono';
import { JOB_CREATED } from '#domain/jobs/job-schema.ts';
import { ListQuerySchema } from '#domain/query-params.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { check, readJsonObject } from '../http/read-body.ts';
import { pathId } from '../http/path-id.ts';
import { createJob } from '../jobs/job-mutators.ts';
import { JOB_BY_ID_SQL, JOB_COLUMNS, JOB_LIST_SQL, toJob, toJobCard, type JobRow } from '../jobs/job-view.ts';
import { callerContext, runMutator } from '../sync/mutator.ts';

export function jobRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Visitors may browse the cards (DESIGN.md); contact details are for members and admins.
      .get('/', async (c) => {
        const { limit, offset } = check(ListQuerySchema, c.req.query());
        const rows = await c.var.sql.unsafe<JobRow[]>(JOB_LIST_SQL, [limit, offset]);
        return c.json(c.var.user ? rows.map((r) => toJob(r)) : rows.map(toJobCard));
      })
      .get('/:jobId', requireUser, async (c) => {
        const id = pathId(c.req.param('jobId'), 'Job not found');
        const [row] = await c.var.sql.unsafe<JobRow[]>(JOB_BY_ID_SQL, [id]);
        if (!row) throw new ApiError(404, 'Job not found', 'not_found');
        return c.json(toJob(row));
      })
      // The REST body is the createJob args without the id, which the client may still choose.
      .post('/', requireRole(...createJob.roles), async (c) => {
        const body = await readJsonObject(c);
        const args = { ...body, id: body.id ?? crypto.randomUUID() };
        const { id } = await runMutator(c.var.sql, createJob, args, callerContext(c, deps));
        const [row] = await c.var.sql.unsafe<JobRow[]>(`select ${JOB_COLUMNS} from jobs where id = $1`, [id]);
        return c.json({ message: JOB_CREATED, job: toJob(row!) }, 201);
      })
  );
}

import { Hono } from 'hono';
import * as v from 'valibot';
import { CreateJobSchema, JOB_CREATED } from '#domain/jobs/job-schema.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { requireRole, requireUser } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { check, readJson } from '../http/read-body.ts';
import { createJob } from '../jobs/create-job.ts';
import { JOB_COLUMNS, toJob, toJobCard, type JobRow } from '../jobs/job-view.ts';

const ListQuery = v.object({
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(1), v.maxValue(1000)), '500'),
  offset: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)), '0'),
});
const JobId = v.pipe(v.string(), v.uuid('Job not found'));
const CreateBody = v.object({ ...CreateJobSchema.entries, id: v.optional(v.pipe(v.string(), v.uuid('Invalid job id'))) });

export function jobRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      // Visitors may browse the cards (DESIGN.md); contact details are for members and admins.
      .get('/', async (c) => {
        const { limit, offset } = check(ListQuery, c.req.query());
        const rows = await c.var.sql.unsafe<JobRow[]>(
          `select ${JOB_COLUMNS} from jobs where deleted_at is null order by created_at desc, id limit $1 offset $2`,
          [limit, offset],
        );
        return c.json(c.var.user ? rows.map(toJob) : rows.map(toJobCard));
      })
      .get('/:jobId', requireUser, async (c) => {
        const id = check(JobId, c.req.param('jobId'));
        const [row] = await c.var.sql.unsafe<JobRow[]>(`select ${JOB_COLUMNS} from jobs where id = $1 and deleted_at is null`, [id]);
        if (!row) throw new ApiError(404, 'Job not found', 'not_found');
        return c.json(toJob(row));
      })
      .post('/', requireRole(...createJob.roles), async (c) => {
        const body = await readJson(c, CreateBody);
        const job = { ...body, id: body.id ?? crypto.randomUUID() };
        const user = c.var.user!;
        const now = deps.clock.now();
        await c.var.sql.begin((tx) => createJob.run(tx, job, { user, now }));
        const [row] = await c.var.sql.unsafe<JobRow[]>(`select ${JOB_COLUMNS} from jobs where id = $1`, [job.id]);
        return c.json({ message: JOB_CREATED, job: toJob(row!) }, 201);
      })
  );
}

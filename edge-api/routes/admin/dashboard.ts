import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { readDashboard } from '#api/dashboard/dashboard-store.ts';
import { check } from '#api/http/read-body.ts';

const DashboardQuery = v.object({ fresh: v.optional(v.picklist(['0', '1'], "'fresh' must be 0 or 1")) });

/** GET /api/admin/dashboard (issue 32): the community's figures, computed by SQL and kept a few minutes. */
export function adminDashboardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/dashboard', requireRole('admin'), async (c) => {
    const { fresh } = check(DashboardQuery, c.req.query());
    return c.json(await readDashboard(c.var.sql, deps.clock.now(), { fresh: fresh === '1' }));
  });
}

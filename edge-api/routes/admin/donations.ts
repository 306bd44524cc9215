import { Hono } from 'hono';
import { AdminDonationFilterSchema, FundSchema } from '#domain/donations/admin-donations.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { check, readJson } from '#api/http/read-body.ts';
import { adminDonationCsv, adminDonationPage } from '#api/donations/admin-donation-list.ts';
import { donationSummary } from '#api/donations/donation-summary.ts';

const FUND_NOT_FOUND = 'Fund not found';
const FUND_NAME_TAKEN = 'A fund with this name already exists';

/** /admin/donations: the list with its totals, the CSV export, and the funds donors choose from. */
export function adminDonationRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .get('/donations', admin, async (c) => c.json(await adminDonationPage(c.var.sql, check(AdminDonationFilterSchema, c.req.query()))))
    .get('/donations/export', admin, async (c) => {
      const csv = await adminDonationCsv(c.var.sql, check(AdminDonationFilterSchema, c.req.query()));
      const day = deps.clock.now().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="donations-${day}.csv"`,
      });
    })
    .get('/funds', admin, async (c) => c.json({ funds: (await donationSummary(c.var.sql, Boolean(deps.payments))).funds }))
    .post('/funds', admin, async (c) => {
      const fund = await readJson(c, FundSchema);
      const [row] = await c.var.sql<{ id: string }[]>`
        insert into donation_funds (name, description, goal, open, position)
        values (${fund.name}, ${fund.description}, ${fund.goal}, ${fund.open}, (select coalesce(max(position), 0) + 1 from donation_funds))
        on conflict (name) do nothing returning id`;
      if (!row) throw new ApiError(409, FUND_NAME_TAKEN, 'fund_exists', [{ path: 'name', message: FUND_NAME_TAKEN }]);
      return c.json({ id: row.id }, 201);
    })
    .put('/funds/:id', admin, async (c) => {
      const id = pathId(c.req.param('id'), FUND_NOT_FOUND);
      const fund = await readJson(c, FundSchema);
      const [clash] = await c.var.sql`select 1 from donation_funds where name = ${fund.name} and id <> ${id}`;
      if (clash) throw new ApiError(409, FUND_NAME_TAKEN, 'fund_exists', [{ path: 'name', message: FUND_NAME_TAKEN }]);
      const { count } = await c.var.sql`
        update donation_funds set name = ${fund.name}, description = ${fund.description}, goal = ${fund.goal}, open = ${fund.open}
        where id = ${id}`;
      if (!count) throw new ApiError(404, FUND_NOT_FOUND, 'not_found');
      return c.json({ id });
    });
}

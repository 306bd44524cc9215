import { Hono } from 'hono';
import { AdminDonationFilterSchema, FundSchema } from '#domain/donations/admin-donations.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { check, readJson } from '#api/http/read-body.ts';
import { adminDonationCsv, adminDonationPage } from '#api/donations/admin-donation-list.ts';
import { donationSummary } from '#api/donations/donation-summary.ts';
import { createFund, editFund } from '#api/donations/fund-store.ts';
import { auditBy } from '#api/audit/audit-by.ts';

const FUND_NOT_FOUND = 'Fund not found';
const FUND_NAME_TAKEN = 'A fund with this name already exists';

/** /admin/donations: the list with its totals, the CSV export, and the funds donors choose from (their writes audited). */
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
      const id = await createFund(c.var.sql, await readJson(c, FundSchema), auditBy(c, deps));
      if (!id) throw new ApiError(409, FUND_NAME_TAKEN, 'fund_exists', [{ path: 'name', message: FUND_NAME_TAKEN }]);
      return c.json({ id }, 201);
    })
    .put('/funds/:id', admin, async (c) => {
      const id = pathId(c.req.param('id'), FUND_NOT_FOUND);
      const outcome = await editFund(c.var.sql, id, await readJson(c, FundSchema), auditBy(c, deps));
      if (outcome === 'name_taken') throw new ApiError(409, FUND_NAME_TAKEN, 'fund_exists', [{ path: 'name', message: FUND_NAME_TAKEN }]);
      if (outcome === 'not_found') throw new ApiError(404, FUND_NOT_FOUND, 'not_found');
      return c.json({ id });
    });
}

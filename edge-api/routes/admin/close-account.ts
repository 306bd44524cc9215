import type { Context } from 'hono';
import type { TransactionSql } from 'postgres';
import { ACCOUNT_ERASED, ALREADY_DEACTIVATED, accountDeactivatedByOffice, CloseAccountSchema, NOT_A_MEMBER_ACCOUNT } from '#domain/accounts/account-deletion.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJson } from '#api/http/read-body.ts';
import { deactivateAccount } from '#api/users/account-deletion.ts';
import { eraseAccount } from '#api/users/erase-account.ts';

type Member = { id: string; email: string; full_name: string; deactivated_at: Date | null };

/** The member account of a roster record, locked for the change; a 404 (no record) or 409 (no account) else. */
async function memberOf(tx: TransactionSql, rosterId: string): Promise<Member> {
  const [member] = await tx<Member[]>`
    select id, email, full_name, deactivated_at from users where roster_id = ${rosterId} and role = 'member' and erased_at is null for update`;
  if (member) return member;
  const [student] = await tx`select 1 from college_data where id = ${rosterId}`;
  throw student ? new ApiError(409, NOT_A_MEMBER_ACCOUNT, 'no_account') : new ApiError(404, 'Student not found', 'not_found');
}

/**
 * POST /api/admin/student/:id/account/deactivate { reason } (issue 53, ADR 0141): the office does on a
 * member's request what "Delete my account" does: deactivated at once, erased in 14 days unless kept.
 */
export const deactivateMemberAccount = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rosterId = pathId(c.req.param('id'), 'Student not found');
  const { reason } = await readJson(c, CloseAccountSchema);
  const now = deps.clock.now();
  const eraseAfter = await c.var.sql.begin(async (tx) => {
    const member = await memberOf(tx, rosterId);
    if (member.deactivated_at) throw new ApiError(409, ALREADY_DEACTIVATED, 'already_deactivated');
    return deactivateAccount(tx, member, { by: 'admin', adminId: c.var.user!.id, reason }, { now, secret: deps.config.jwtSecret, appUrl: deps.config.appUrl });
  });
  return c.json({ message: accountDeactivatedByOffice(eraseAfter), eraseAfter: eraseAfter.toISOString() });
};

/** POST /api/admin/student/:id/account/erase { reason }: erased now, on the member's request. */
export const eraseMemberAccount = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rosterId = pathId(c.req.param('id'), 'Student not found');
  const { reason } = await readJson(c, CloseAccountSchema);
  const now = deps.clock.now();
  await c.var.sql.begin(async (tx) => {
    const member = await memberOf(tx, rosterId);
    await eraseAccount(tx, member.id, { now, secret: deps.config.jwtSecret, adminId: c.var.user!.id, reason });
  });
  return c.json({ message: ACCOUNT_ERASED });
};

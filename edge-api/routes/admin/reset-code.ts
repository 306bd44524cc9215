import type { Context } from 'hono';
import { ADMIN_RESET_NO_ACCOUNT, ADMIN_RESET_SENT, ADMIN_RESET_TOO_MANY } from '#domain/accounts/password-reset.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { sendResetCode } from '#api/auth/password-reset-code-job.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';

/**
 * POST /api/admin/student/:id/password-reset (issue 53): the office mails a member, found by their
 * roster record, a reset code, as "Forgot password?" would. The admin never sees the code; the
 * account's send limit is the same, and the audit log says who asked.
 */
export const sendMemberResetCode = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const rosterId = pathId(c.req.param('id'), 'Student not found');
  const now = deps.clock.now();
  const sent = await c.var.sql.begin(async (tx) => {
    const [user] = await tx<{ id: string; email: string; full_name: string }[]>`
      select u.id, u.email, u.full_name from users u where u.roster_id = ${rosterId} and u.role = 'member'`;
    if (!user) return null;
    if (!(await sendResetCode(tx, user, { secret: deps.config.jwtSecret, appUrl: deps.config.appUrl, now }))) return false;
    await recordAudit(tx, { adminId: c.var.user!.id, action: 'member.password-reset-code', targetKind: 'member', targetId: user.id }, now);
    return true;
  });
  if (sent === null) {
    const [student] = await c.var.sql`select 1 from college_data where id = ${rosterId}`;
    throw student ? new ApiError(409, ADMIN_RESET_NO_ACCOUNT, 'no_account') : new ApiError(404, 'Student not found', 'not_found');
  }
  if (!sent) throw new ApiError(429, ADMIN_RESET_TOO_MANY, 'rate_limited');
  return c.json({ message: ADMIN_RESET_SENT });
};

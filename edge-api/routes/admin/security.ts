import type { Context } from 'hono';
import { adminsWithoutSecondStep, requirementSaved, RequireSecondStepSchema } from '#domain/accounts/two-step.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { ApiError } from '#api/http/api-error.ts';
import { readJson } from '#api/http/read-body.ts';

/** Admins with neither an authenticator app nor a passkey: who a requirement would lock out. */
export const ADMINS_WITHOUT_SECOND_STEP = `
  select u.full_name from users u
  where u.role = 'admin' and u.deactivated_at is null
    and not exists (select 1 from totp_factors t where t.user_id = u.id and t.confirmed_at is not null)
    and not exists (select 1 from passkeys p where p.user_id = u.id)
  order by u.full_name`;

/** GET /api/admin/security: the college's sign-in rules. */
export const securitySettings = () => async (c: Context<AppEnv>) => {
  const [row] = await c.var.sql<{ require_admin_second_step: boolean }[]>`select require_admin_second_step from security_settings where id`;
  return c.json({ requireAdminSecondStep: row!.require_admin_second_step });
};

/**
 * PUT /api/admin/security { requireAdminSecondStep }: audit-logged. Turning it on is refused while
 * an admin has no second step, so the rule never locks anyone out (docs/decisions/0144).
 */
export const saveSecuritySettings = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { requireAdminSecondStep } = await readJson(c, RequireSecondStepSchema);
  const now = deps.clock.now();
  await c.var.sql.begin(async (tx) => {
    const [before] = await tx<{ require_admin_second_step: boolean }[]>`select require_admin_second_step from security_settings where id for update`;
    if (requireAdminSecondStep) {
      const missing = await tx.unsafe<{ full_name: string }[]>(ADMINS_WITHOUT_SECOND_STEP);
      if (missing.length > 0) throw new ApiError(409, adminsWithoutSecondStep(missing.map((m) => m.full_name)), 'admins_without_second_step');
    }
    await tx`update security_settings set require_admin_second_step = ${requireAdminSecondStep}, updated_at = ${now}, updated_by = ${c.var.user!.id} where id`;
    await recordAudit(
      tx,
      { adminId: c.var.user!.id, action: 'college.security', targetKind: 'college', targetId: 'security', before: { requireAdminSecondStep: before!.require_admin_second_step }, after: { requireAdminSecondStep } },
      now,
    );
  });
  return c.json({ message: requirementSaved(requireAdminSecondStep), requireAdminSecondStep });
};

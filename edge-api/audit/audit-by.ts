import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '#api/deps.ts';

/** Who did an admin write and when (server time): what a store needs to write its audit line. */
export type AuditBy = { adminId: string; at: Date };

/** The signed-in admin of a request behind requireRole('admin'), at the server's time. */
export const auditBy = (c: Context<AppEnv>, deps: AppDeps): AuditBy => ({ adminId: c.var.user!.id, at: deps.clock.now() });

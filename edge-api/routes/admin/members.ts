import { Hono } from 'hono';
import { SuspendSchema } from '#domain/moderation/suspension.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJson } from '#api/http/read-body.ts';
import { suspendedMembers, suspendMember, unsuspendMember } from '#api/moderation/suspend-member.ts';

/** Suspending and reinstating members (issue 32): admins only. */
export function adminMemberRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  return new Hono<AppEnv>()
    .get('/members/suspended', admin, async (c) => c.json({ members: await suspendedMembers(c.var.sql, deps.clock.now()) }))
    .post('/members/:id/suspend', admin, async (c) => {
      const id = pathId(c.req.param('id'), 'Member not found');
      const input = await readJson(c, SuspendSchema);
      const now = deps.clock.now();
      return c.json(await c.var.sql.begin((tx) => suspendMember(tx, id, input, c.var.user!.id, now)));
    })
    .delete('/members/:id/suspend', admin, async (c) => {
      const id = pathId(c.req.param('id'), 'Member not found');
      const now = deps.clock.now();
      return c.json(await c.var.sql.begin((tx) => unsuspendMember(tx, id, c.var.user!.id, now)));
    });
}

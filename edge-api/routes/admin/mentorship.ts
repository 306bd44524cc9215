import { Hono } from 'hono';
import { OFFICE_MESSAGES as M, OfficeEndSchema, OfficePauseSchema } from '#domain/mentorship/mentorship-office.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { recordAudit } from '#api/audit/record-audit.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJson } from '#api/http/read-body.ts';
import { endPair } from '#api/mentorship/mentorship-mutators.ts';
import { mentorshipCsv, mentorshipOverview } from '#api/mentorship/office-view.ts';
import { notify } from '#api/notifications/notify.ts';
import { effectQueue } from '#api/outbox/effects.ts';
import { lockSyncVersions } from '#api/sync/mutator.ts';

/**
 * The alumni office's mentorship desk (issue 54), admins only: the programme's figures and lists,
 * its CSV, pausing a mentor and ending a pairing. Each action is audit-logged and told to the
 * members concerned.
 */
export function adminMentorshipRoutes(deps: AppDeps) {
  const admin = requireRole('admin');
  const ctxOf = (tx: Parameters<typeof effectQueue>[0], now: Date) => ({ now, appUrl: deps.config.appUrl, effects: effectQueue(tx, { now, secret: deps.config.jwtSecret }) });

  return new Hono<AppEnv>()
    .get('/mentorship', admin, async (c) => c.json(await mentorshipOverview(c.var.sql, deps.clock.now())))
    .get('/mentorship/export.csv', admin, async (c) =>
      c.body(await mentorshipCsv(c.var.sql, deps.clock.now()), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="mentorships.csv"',
      }),
    )
    .put('/mentorship/mentors/:id/pause', admin, async (c) => {
      const userId = pathId(c.req.param('id'), M.mentorNotFound);
      const { paused, reason } = await readJson(c, OfficePauseSchema);
      const now = deps.clock.now();
      await c.var.sql.begin(async (tx) => {
        await lockSyncVersions(tx);
        const [offer] = await tx<{ office_paused: boolean }[]>`select office_paused from mentor_offers where user_id = ${userId} and deleted_at is null for update`;
        if (!offer) throw new ApiError(404, M.mentorNotFound, 'not_found');
        if (offer.office_paused === paused) return;
        await tx`update mentor_offers set office_paused = ${paused} where user_id = ${userId}`;
        await recordAudit(tx, { adminId: c.var.user!.id, action: paused ? 'mentorship.pause' : 'mentorship.unpause', targetKind: 'member', targetId: userId, reason, before: { pausedByOffice: offer.office_paused }, after: { pausedByOffice: paused } }, now);
        const title = paused ? 'The alumni office paused your mentoring offer' : 'The alumni office resumed your mentoring offer';
        await notify(tx, ctxOf(tx, now), { to: userId, kind: 'mentorship-update', subject: { type: 'mentorship', id: userId }, title, url: '/mentorship', push: { title } });
      });
      return c.json({ message: paused ? M.paused : M.unpaused });
    })
    .post('/mentorship/mentorships/:id/end', admin, async (c) => {
      const id = pathId(c.req.param('id'), M.pairNotFound);
      const { reason } = await readJson(c, OfficeEndSchema);
      const now = deps.clock.now();
      await c.var.sql.begin(async (tx) => {
        await lockSyncVersions(tx);
        const [pair] = await tx<{ id: string; mentor_id: string; mentee_id: string; goal: string; status: 'active' | 'ended' }[]>`
          select id, mentor_id, mentee_id, goal, status from mentorships where id = ${id} and deleted_at is null for update`;
        if (!pair) throw new ApiError(404, M.pairNotFound, 'not_found');
        if (pair.status === 'ended') throw new ApiError(409, M.alreadyEnded, 'already_ended');
        await endPair(tx, pair, 'office', `Ended by the alumni office: ${reason}`, now);
        await recordAudit(tx, { adminId: c.var.user!.id, action: 'mentorship.end', targetKind: 'mentorship', targetId: id, reason, before: { status: 'active' }, after: { status: 'ended' } }, now);
        for (const to of [pair.mentor_id, pair.mentee_id]) {
          await notify(tx, ctxOf(tx, now), { to, kind: 'mentorship-update', subject: { type: 'mentorship', id }, title: pair.goal, url: `/mentorship/${id}`, push: { title: 'The alumni office ended a mentorship' } });
        }
      });
      return c.json({ message: M.ended });
    });
}

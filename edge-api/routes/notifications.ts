import { Hono, type Context } from 'hono';
import { JOB_ALERT_MESSAGES } from '#domain/jobs/job-alert.ts';
import { KIND_LABELS, mergeChoices } from '#domain/notifications/notification-preferences.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { ApiError } from '#api/http/api-error.ts';
import { pathId } from '#api/http/path-id.ts';
import { readJsonObject } from '#api/http/read-body.ts';
import * as mutators from '#api/notifications/notification-mutators.ts';
import { inboxOf, jobAlertsOf } from '#api/notifications/notification-view.ts';
import { readUnsubscribeToken, type UnsubscribeWhat } from '#api/notifications/unsubscribe-token.ts';
import { updateNotificationSettings } from '#api/profile/privacy-mutators.ts';
import { loadProfiles } from '#api/users/profile-view.ts';
import { callerContext, lockSyncVersions, runMutator } from '#api/sync/mutator.ts';

const GONE = 'This notification no longer exists';
const INBOX_PAGE = 100;

/**
 * The inbox and its settings (issue 29) for REST clients; devices read the same rows through sync.
 * Every write runs the server mutator a sync push runs.
 */
export function notificationRoutes(deps: AppDeps) {
  const signedIn = requireRole('member', 'admin');
  const member = requireRole('member');
  const settingsOf = async (c: Context<AppEnv>) => {
    const [me] = await loadProfiles(c.var.sql, { id: c.var.user!.id }, c.var.user!, deps.clock.now());
    return { settings: me?.notifications };
  };
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => c.json(await inboxOf(c.var.sql, c.var.user!.id, INBOX_PAGE)))
    .put('/read-all', signedIn, async (c) => {
      // `upTo`: the newest line the member saw; without a body, everything until now.
      const body = c.req.header('content-length') === '0' || !c.req.header('content-type') ? {} : await readJsonObject(c);
      await runMutator(c.var.sql, mutators.markAllNotificationsRead, { upTo: deps.clock.now().toISOString(), ...body }, callerContext(c, deps));
      return c.json(await inboxOf(c.var.sql, c.var.user!.id, INBOX_PAGE));
    })
    .put('/:id/read', signedIn, async (c) => {
      await runMutator(c.var.sql, mutators.markNotificationRead, { id: pathId(c.req.param('id'), GONE) }, callerContext(c, deps));
      return c.json(await inboxOf(c.var.sql, c.var.user!.id, INBOX_PAGE));
    })
    .get('/settings', member, async (c) => c.json(await settingsOf(c)))
    .put('/settings', member, async (c) => {
      await runMutator(c.var.sql, updateNotificationSettings, await readJsonObject(c), callerContext(c, deps));
      return c.json(await settingsOf(c));
    })
    // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the link; a person's GET is
    // shown the app's page, which asks before it POSTs. No session: the signed token is the proof.
    .get('/unsubscribe', (c) => c.redirect(`/unsubscribe?token=${encodeURIComponent(c.req.query('token') ?? '')}`, 303))
    .post('/unsubscribe', async (c) => {
      const found = await readUnsubscribeToken(deps.config.jwtSecret, c.req.query('token') ?? '');
      if (!found) throw new ApiError(400, 'This unsubscribe link is not valid. Change your e-mails in your notification settings.', 'invalid_token');
      await unsubscribe(c.var.sql, found.userId, found.what, deps.clock.now());
      return c.json({ what: found.what, message: `You will no longer get ${describe(found.what)}.` });
    });
}

const describe = (what: UnsubscribeWhat) => (what === 'digest' ? 'the digest e-mail' : `e-mails about ${KIND_LABELS[what].toLowerCase()}`);

async function unsubscribe(sql: AppEnv['Variables']['sql'], userId: string, what: UnsubscribeWhat, now: Date) {
  await sql.begin(async (tx) => {
    await lockSyncVersions(tx);
    const [row] = await tx<{ channels: Record<string, never> }[]>`select notification_channels as channels from profiles where user_id = ${userId} for update`;
    if (!row) return; // a member who has left: nothing to stop
    if (what === 'digest') await tx`update profiles set notification_digest = 'off', updated_at = ${now} where user_id = ${userId}`;
    else {
      const channels = mergeChoices(row.channels, { channels: { [what]: { email: false } } });
      await tx`update profiles set notification_channels = ${tx.json(channels as never)}, updated_at = ${now} where user_id = ${userId}`;
    }
  });
}

/** The member's job alerts (issue 29), under /api/jobAlerts. */
export function jobAlertRoutes(deps: AppDeps) {
  const member = requireRole('member');
  return new Hono<AppEnv>()
    .get('/', member, async (c) => c.json({ alerts: await jobAlertsOf(c.var.sql, c.var.user!.id) }))
    .post('/', member, async (c) => {
      const body = await readJsonObject(c);
      const args = await runMutator(c.var.sql, mutators.saveJobAlert, { id: crypto.randomUUID(), ...body }, callerContext(c, deps));
      const alert = (await jobAlertsOf(c.var.sql, c.var.user!.id)).find((a) => a._id === args.id);
      return c.json({ alert }, 201);
    })
    .delete('/:id', member, async (c) => {
      await runMutator(c.var.sql, mutators.removeJobAlert, { id: pathId(c.req.param('id'), JOB_ALERT_MESSAGES.notFound) }, callerContext(c, deps));
      return c.json({ alerts: await jobAlertsOf(c.var.sql, c.var.user!.id) });
    });
}

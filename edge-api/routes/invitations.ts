import { Hono } from 'hono';
import { INVITATION_TEXTS } from '#domain/announcements/invitation.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { readUnsubscribeInvitationsToken } from '#api/announcements/invitation-tokens.ts';
import { ApiError } from '#api/http/api-error.ts';

const INVALID = 'This unsubscribe link is not valid.';

/**
 * /api/invitations/unsubscribe?token=…: no more invitations to an address (issue 32). The mail's
 * link opens the app's page, which asks before it posts; a mail client's one-click POST (RFC 8058) lands here directly.
 */
export function invitationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/unsubscribe', (c) => c.redirect(`/unsubscribe?invitations=${encodeURIComponent(c.req.query('token') ?? '')}`, 303))
    .post('/unsubscribe', async (c) => {
      const email = await readUnsubscribeInvitationsToken(deps.config.jwtSecret, c.req.query('token') ?? '');
      if (!email) throw new ApiError(400, INVALID, 'invalid_token');
      await c.var.sql`insert into invitation_unsubscribes (email, at) values (${email.toLowerCase()}, ${deps.clock.now()}) on conflict do nothing`;
      return c.json({ message: INVITATION_TEXTS.unsubscribed });
    });
}

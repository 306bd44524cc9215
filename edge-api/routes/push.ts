import { Hono } from 'hono';
import { PushSubscriptionSchema, PushUnsubscribeSchema } from '#domain/push/push-subscription.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { requireRole } from '#api/auth/authenticate.ts';
import { readJson } from '#api/http/read-body.ts';

export const PUSH_NOT_SET_UP = 'Notifications are not set up on this server';

/**
 * Web Push for members (docs/decisions/0079-web-push.md): the server's VAPID public key, and a
 * device's subscription stored or removed. An endpoint belongs to the member who last subscribed
 * with it, so a shared browser notifies whoever signed in there last.
 */
export function pushRoutes(deps: AppDeps) {
  const member = requireRole('member');
  return new Hono<AppEnv>()
    // A server without VAPID keys answers null (and says why): a setting, not a failure.
    .get('/key', member, (c) =>
      c.json(deps.config.vapidPublicKey ? { publicKey: deps.config.vapidPublicKey } : { publicKey: null, message: PUSH_NOT_SET_UP }),
    )
    .post('/subscription', member, async (c) => {
      const { endpoint, keys } = await readJson(c, PushSubscriptionSchema);
      const now = deps.clock.now();
      await c.var.sql`
        insert into push_subscriptions (endpoint, user_id, p256dh, auth, created_at, updated_at)
        values (${endpoint}, ${c.var.user!.id}, ${keys.p256dh}, ${keys.auth}, ${now}, ${now})
        on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth, updated_at = excluded.updated_at`;
      return c.json({ message: 'Notifications are on for this device' }, 201);
    })
    .delete('/subscription', member, async (c) => {
      const { endpoint } = await readJson(c, PushUnsubscribeSchema);
      await c.var.sql`delete from push_subscriptions where endpoint = ${endpoint} and user_id = ${c.var.user!.id}`;
      return c.json({ message: 'Notifications are off for this device' });
    });
}

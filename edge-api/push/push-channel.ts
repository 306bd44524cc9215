import type { Sql } from 'postgres';
import webpush from 'web-push';
import type { PushMessage } from '#domain/push/push-subscription.ts';
import type { Vapid } from './vapid.ts';

/** An outbox row of kind 'push': whom to tell, what, and the topic repeated messages collapse under. */
export type PushPayload = { userId: string; message: PushMessage; topic: string };

// A request waits a day at the push service for a phone that is off; 'high' wakes it (RFC 8030).
const TTL_SECONDS = 86_400;

type Subscription = { endpoint: string; p256dh: string; auth: string };

/**
 * Delivers a push effect to every device of its member as a real Web Push message: the payload
 * encrypted for the subscription (RFC 8291, aes128gcm) and signed for the push service with the
 * server's VAPID key (RFC 8292), sent with fetch so any runtime with WebCrypto-free Node APIs works.
 * A 404/410 means the subscription is gone: it is deleted. A 429, 5xx or network failure throws, so
 * the dispatcher retries the row with back-off and nothing is lost while a push service is down.
 */
export function pushChannel(opts: { sql: Sql; vapid: Vapid }) {
  const { sql, vapid } = opts;
  return async (raw: unknown) => {
    const { userId, message, topic } = raw as PushPayload;
    const subscriptions = await sql<Subscription[]>`select endpoint, p256dh, auth from push_subscriptions where user_id = ${userId}`;
    const failures: string[] = [];
    for (const s of subscriptions) {
      const request = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        urgency: 'high',
        topic,
        contentEncoding: 'aes128gcm',
      });
      const service = new URL(s.endpoint).origin;
      try {
        const res = await fetch(request.endpoint, {
          method: request.method,
          headers: Object.fromEntries(Object.entries(request.headers).map(([k, value]) => [k, String(value)])),
          body: request.body ? new Uint8Array(request.body) : undefined,
        });
        if (res.status === 404 || res.status === 410) await sql`delete from push_subscriptions where endpoint = ${s.endpoint}`;
        else if (!res.ok) failures.push(`${service} answered ${res.status}`);
      } catch (error) {
        failures.push(`${service}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length) throw new Error(`Push not delivered: ${failures.join('; ')}`);
  };
}

import * as v from 'valibot';
import { noNul } from '../validation.ts';

// A browser's PushSubscription as `subscription.toJSON()` gives it (the Push API), checked the same
// way by the page that sends it and the server that stores it.

const INVALID = 'This browser sent a push subscription the server cannot use';
const base64url = (max: number) => v.pipe(v.string(INVALID), noNul<string>(), v.regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID), v.maxLength(max, INVALID));

/** Push services are HTTPS; a local one (tests, a developer's machine) may be plain HTTP. */
const isPushEndpoint = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname));
  } catch {
    return false;
  }
};

export const PushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(INVALID), noNul<string>(), v.maxLength(1000, INVALID), v.check(isPushEndpoint, INVALID)),
  keys: v.object({ p256dh: base64url(200), auth: base64url(64) }, INVALID),
});
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = v.object({ endpoint: PushSubscriptionSchema.entries.endpoint });

/**
 * What the service worker shows: the payload of every push this app sends. A push with the tag of
 * one already shown replaces it (one notification per question, its count updated). `accept`: a
 * connection request the member may accept from the notification itself, with the app closed.
 * `order`: pushes of one tag may arrive out of order (push services do not keep it); one with a
 * lower order than the notification shown for its tag is older news, and is not shown.
 */
export type PushMessage = { title: string; body: string; url: string; tag: string; accept?: { connectionId: string }; order?: number };

import { NOTIFICATION_KINDS, type NotificationKind } from '#domain/notifications/notification.ts';

// RFC 8058 one-click unsubscribe (issue 29): a mail's link carries a token that names the member
// and what to stop, signed with a key of its own (derived from the app secret), so it works signed
// out and can never pass for a session. It does not expire: a mail read a year later still works.

/** What a token stops: mails of one kind, or the digest. */
export type UnsubscribeWhat = NotificationKind | 'digest';

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

const keyFor = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(`unsubscribe\u0000${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export async function unsubscribeToken(secret: string, userId: string, what: UnsubscribeWhat): Promise<string> {
  const body = b64url(encoder.encode(JSON.stringify({ u: userId, k: what })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(body)));
  return `${body}.${b64url(signature)}`;
}

/** The member and what to stop, or null for a token this server did not sign. */
export async function readUnsubscribeToken(secret: string, token: string): Promise<{ userId: string; what: UnsubscribeWhat } | null> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 400) return null;
  try {
    if (!(await crypto.subtle.verify('HMAC', await keyFor(secret), fromB64url(signature), encoder.encode(body)))) return null;
    const { u, k } = JSON.parse(new TextDecoder().decode(fromB64url(body))) as { u?: unknown; k?: unknown };
    const known = k === 'digest' || (NOTIFICATION_KINDS as readonly unknown[]).includes(k);
    return typeof u === 'string' && known ? { userId: u, what: k as UnsubscribeWhat } : null;
  } catch {
    return null;
  }
}

export const unsubscribeUrl = async (appUrl: string, secret: string, userId: string, what: UnsubscribeWhat) =>
  `${appUrl}/api/notifications/unsubscribe?token=${await unsubscribeToken(secret, userId, what)}`;

// An invitation's secrets (issue 32): the link's token is random and kept only as its hash; the
// unsubscribe link names an address, signed with a key of its own derived from the app secret.

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromB64url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));

/** A new link token: 256 random bits. */
export const newInviteToken = () => b64url(crypto.getRandomValues(new Uint8Array(32)));

/** What the database keeps of a token: its SHA-256, hex. */
export async function inviteTokenHash(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const keyFor = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(`invitation-unsubscribe\u0000${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export async function unsubscribeInvitationsToken(secret: string, email: string): Promise<string> {
  const body = b64url(encoder.encode(email.toLowerCase()));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await keyFor(secret), encoder.encode(body)));
  return `${body}.${b64url(signature)}`;
}

/** The address a token stops invitations to, or null for one this server did not sign. */
export async function readUnsubscribeInvitationsToken(secret: string, token: string): Promise<string | null> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 600) return null;
  try {
    if (!(await crypto.subtle.verify('HMAC', await keyFor(secret), fromB64url(signature), encoder.encode(body)))) return null;
    return new TextDecoder().decode(fromB64url(body));
  } catch {
    return null;
  }
}

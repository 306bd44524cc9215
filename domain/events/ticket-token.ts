/**
 * An event ticket as its QR code carries it (issue 16, docs/decisions/0091-event-tickets.md):
 * `<payload>.<signature>`, both base64url; the payload names the event, the ticket and the member,
 * the signature is ECDSA P-256 / SHA-256 with the event's own private key, which never leaves the
 * server. A host's device checks it with the event's public key, so a ticket is verified with no
 * connection, cannot be forged, and a ticket of another event fails on that event's key.
 * WebCrypto only: the same code runs on Node, Workers and in the browser.
 */
export type TicketClaims = { eventId: string; ticketId: string; userId: string };
export type TicketCheck = { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'forged' | 'other_event' };

/** A token longer than this is not one of ours (a QR code of anything else). */
export const TICKET_TOKEN_MAX = 400;

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A new key pair for an event: the private half stays in the server's database. */
export async function generateEventKeys(): Promise<{ privateJwk: JsonWebKey; publicJwk: JsonWebKey }> {
  const pair = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  const [privateJwk, publicJwk] = await Promise.all([crypto.subtle.exportKey('jwk', pair.privateKey), crypto.subtle.exportKey('jwk', pair.publicKey)]);
  return { privateJwk, publicJwk: { kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, y: publicJwk.y } };
}

export async function signTicket(privateJwk: JsonWebKey, claims: TicketClaims): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', privateJwk, ALGORITHM, false, ['sign']);
  const payload = toBase64Url(new TextEncoder().encode(JSON.stringify({ e: claims.eventId, t: claims.ticketId, u: claims.userId })));
  const signature = new Uint8Array(await crypto.subtle.sign(SIGNING, key, new TextEncoder().encode(payload)));
  return `${payload}.${toBase64Url(signature)}`;
}

/** The claims of a token, unverified: which event and ticket it says it is. */
export function readTicket(token: string): TicketClaims | undefined {
  if (typeof token !== 'string' || token.length > TICKET_TOKEN_MAX) return undefined;
  const [payload, signature, extra] = token.trim().split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const bytes = fromBase64Url(payload);
  if (!bytes) return undefined;
  try {
    const { e, t, u } = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    if (![e, t, u].every((id) => typeof id === 'string' && UUID.test(id))) return undefined;
    return { eventId: e as string, ticketId: t as string, userId: u as string };
  } catch {
    return undefined;
  }
}

/** Checks a scanned token against the event being checked in, with that event's public key. */
export async function verifyTicket(publicJwk: JsonWebKey, token: string, eventId: string): Promise<TicketCheck> {
  const claims = readTicket(token);
  if (!claims) return { ok: false, reason: 'malformed' };
  const [payload = '', signature = ''] = token.trim().split('.');
  const signatureBytes = fromBase64Url(signature);
  if (!signatureBytes || signatureBytes.length !== 64) return { ok: false, reason: 'forged' };
  const valid = await crypto.subtle
    .importKey('jwk', publicJwk, ALGORITHM, false, ['verify'])
    .then((key) => crypto.subtle.verify(SIGNING, key, signatureBytes, new TextEncoder().encode(payload)))
    .catch(() => false);
  // A genuine ticket of another event fails on this event's key: say so rather than 'forged'.
  if (!valid) return { ok: false, reason: claims.eventId !== eventId ? 'other_event' : 'forged' };
  if (claims.eventId !== eventId) return { ok: false, reason: 'other_event' };
  return { ok: true, claims };
}

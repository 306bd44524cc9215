// AES-256-GCM through WebCrypto (Node and Workers alike), keyed by HKDF from the app secret, so an
// outbox row can carry a secret (a verification code) that only a holder of JWT_SECRET can read.

const VERSION = 'v1';
const keys = new Map<string, Promise<CryptoKey>>();
const utf8 = new TextEncoder();

function sealKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', utf8.encode(secret), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: utf8.encode('alumni-portal outbox'), info: utf8.encode('outbox seal v1') },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

const toBase64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));

/**
 * Encrypts `plaintext`; `context` (e.g. the recipient) is authenticated but not stored, so a sealed
 * value moved to another row, or a row whose recipient was changed, no longer opens.
 */
export async function seal(secret: string, plaintext: string, context: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8.encode(context) }, await sealKey(secret), utf8.encode(plaintext));
  return `${VERSION}.${toBase64url(iv)}.${toBase64url(new Uint8Array(data))}`;
}

export class SealError extends Error {}

/** Decrypts what `seal` made under the same secret and context; anything else throws SealError. */
export async function open(secret: string, sealed: string, context: string): Promise<string> {
  const [version, iv, data, ...rest] = sealed.split('.');
  try {
    if (version !== VERSION || !iv || !data || rest.length) throw new Error('malformed');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64url(iv), additionalData: utf8.encode(context) },
      await sealKey(secret),
      fromBase64url(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new SealError('Sealed values cannot be opened: altered, or sealed under another JWT_SECRET');
  }
}

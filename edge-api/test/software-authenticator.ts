// A WebAuthn authenticator in software for API tests: it makes a P-256 credential and answers the
// server's options with the JSON a browser's navigator.credentials would give @simplewebauthn/browser
// (attestation 'none', ES256 signatures). It speaks the real protocol; the browser tests use
// Chromium's own virtual authenticator instead (pwa/e2e/account-passkeys.spec.ts).
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Just the CBOR the authenticator writes: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.byteLength), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value as object);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };

export function softwareAuthenticator(opts: { origin: string; rpID: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = new Uint8Array(sha256(`${Math.random()}`).subarray(0, 16));
  let counter = 0;
  let userHandle = '';
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const cose = cbor(new Map<number, unknown>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x, 'base64url')], [-3, Buffer.from(jwk.y, 'base64url')]]));
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (withCredential: boolean) => {
    counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    // User present (0x01) and verified (0x04); attested credential data follows (0x40).
    const flags = Buffer.from([withCredential ? 0x45 : 0x05]);
    if (!withCredential) return Buffer.concat([sha256(opts.rpID), flags, count]);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.byteLength);
    return Buffer.concat([sha256(opts.rpID), flags, count, Buffer.alloc(16), length, credentialId, cose]);
  };

  return {
    id: b64u(credentialId),
    /** The registration response to `options` (from POST /api/users/passkeys/options). */
    create(options: Options, origin = opts.origin) {
      userHandle = options.user?.id ?? '';
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: new Uint8Array(authData(true)) });
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64u(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** The assertion for `options` (from POST /api/users/auth/passkey/options), signed with the credential's key. */
    get(options: Options, origin = opts.origin, key: KeyObject = privateKey) {
      const data = authData(false);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), key);
      return {
        id: b64u(credentialId),
        rawId: b64u(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64u(client), authenticatorData: b64u(data), signature: b64u(signature), userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}

// An authenticator app for tests: the 6-digit code it shows for a base32 key, computed with
// node:crypto apart from the server's WebCrypto code (edge-api/auth/totp.ts).
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The code for `key` (base32, spaces allowed, as the settings page groups it) at `at`, `offsetSteps` 30 s steps on. */
export function totpNow(key: string, at: Date = new Date(), offsetSteps = 0): string {
  const bits = [...key.replaceAll(' ', '')].map((ch) => ALPHABET.indexOf(ch).toString(2).padStart(5, '0')).join('');
  const secret = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000) + offsetSteps));
  const mac = createHmac('sha1', secret).update(counter).digest();
  return String((mac.readUInt32BE(mac[19]! & 15) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32, fromBase32, matchTotp, totpCode } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 secret '12345678901234567890' and its 8-digit codes, of which an
// app shows the last 6.
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it("gives RFC 6238's own test codes", async () => {
    for (const [seconds, code] of RFC_VECTORS) expect(await totpCode(RFC_SECRET, Math.floor(seconds / 30))).toBe(code.slice(2));
  });

  it('agrees with an HMAC computed by node:crypto for random secrets', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(20));
    const step = 59_000_123;
    const counter = Buffer.alloc(8);
    counter.writeBigUInt64BE(BigInt(step));
    const mac = createHmac('sha1', secret).update(counter).digest();
    const offset = mac[19]! & 15;
    expect(await totpCode(secret, step)).toBe(String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0'));
  });

  it('round-trips base32 as RFC 4648 spells it', () => {
    expect(base32(new TextEncoder().encode('foobar'))).toBe('MZXW6YTBOI');
    expect(new TextDecoder().decode(fromBase32('MZXW6YTBOI'))).toBe('foobar');
  });

  it('takes a code one step either side of now, once', async () => {
    const now = new Date(1_800_000_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    expect(await matchTotp(RFC_SECRET, await totpCode(RFC_SECRET, step - 1), now, 0)).toBe(step - 1);
    expect(await matchTotp(RFC_SECRET, await totpCode(RFC_SECRET, step - 2), now, 0)).toBeNull();
    expect(await matchTotp(RFC_SECRET, await totpCode(RFC_SECRET, step), now, step)).toBeNull();
  });
});

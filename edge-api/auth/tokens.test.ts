import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'tokens-test-secret-tokens-test-secret-01';
const claims = { sub: '6f1c7e8a-1b2c-4d3e-8f90-a1b2c3d4e5f6', role: 'member' as const, sid: '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d' };
const at = (iso: string) => new Date(iso);

// Verified tokens are remembered (ADR 0086); these pin down what a remembered one still has to pass.
describe('verifyAccessToken', () => {
  it('accepts a token again and again until its 15 minutes are up, then refuses it', async () => {
    const token = await signAccessToken(SECRET, claims, at('2026-11-22T09:00:00Z'));
    expect(await verifyAccessToken(SECRET, token, at('2026-11-22T09:00:00Z'))).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token, at('2026-11-22T09:14:59Z'))).toEqual(claims);
    expect(await verifyAccessToken(SECRET, token, at('2026-11-22T09:15:00Z'))).toBeNull();
    expect(await verifyAccessToken(SECRET, token, at('2026-11-22T09:20:00Z'))).toBeNull();
  });

  it('refuses an accepted token under another secret, and any altered copy of it', async () => {
    const now = at('2026-11-22T10:00:00Z');
    const token = await signAccessToken(SECRET, claims, now);
    expect(await verifyAccessToken(SECRET, token, now)).toEqual(claims);
    expect(await verifyAccessToken('another-secret-another-secret-another-01', token, now)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' })).toString('base64url');
    expect(await verifyAccessToken(SECRET, `${header}.${admin}.${signature}`, now)).toBeNull();
    expect(await verifyAccessToken(SECRET, `${token}x`, now)).toBeNull();
  });
});

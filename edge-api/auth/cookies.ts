import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppConfig } from '../deps.ts';
import type { TrustProxy } from '../http/client-address.ts';
import { REFRESH_TTL_MS } from './sessions.ts';

export const ACCESS_COOKIE = 'access_token';
export const SIGNUP_COOKIE = 'signup_proof';
export const REFRESH_COOKIE = 'refresh_token';
// The refresh token only travels to the endpoints that use it.
const REFRESH_PATH = '/api/users';

/**
 * The scheme the caller used: the request's own, or with TRUST_PROXY what our proxies report in
 * X-Forwarded-Proto. Like X-Forwarded-For, the outermost of n appending proxies wrote the n-th
 * entry from the right; proxies that set the header instead leave a single entry, their own.
 */
export function callerScheme(trust: TrustProxy, urlScheme: string, forwardedProto: string | undefined): string {
  if (trust === 'none' || !forwardedProto) return urlScheme;
  const entries = forwardedProto.split(',').map((s) => s.trim().toLowerCase());
  const hops = trust === 'cloudflare' ? 1 : trust.hops; // Cloudflare sets the header itself
  return (entries.length >= hops ? entries[entries.length - hops] : entries[0]) || urlScheme;
}

/** `Secure` whenever the public URL is https, and for any request that came over https. */
function secure(c: Context, config: AppConfig) {
  if (new URL(config.appUrl).protocol === 'https:') return true;
  const urlScheme = new URL(c.req.url).protocol.slice(0, -1);
  return callerScheme(config.trustProxy ?? 'none', urlScheme, c.req.header('x-forwarded-proto')) === 'https';
}

export function setSessionCookies(c: Context, config: AppConfig, accessToken: string, refreshToken: string) {
  const base = { httpOnly: true, sameSite: 'Lax', secure: secure(c, config) } as const;
  setCookie(c, ACCESS_COOKIE, accessToken, { ...base, path: '/', maxAge: 15 * 60 });
  setCookie(c, REFRESH_COOKIE, refreshToken, { ...base, path: REFRESH_PATH, maxAge: REFRESH_TTL_MS / 1000 });
}

export function clearSessionCookies(c: Context, config: AppConfig) {
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure: secure(c, config) });
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure: secure(c, config) });
}

/**
 * The proof of a verified code, for clients that follow the spec's signup body (which has no place
 * for it): sent back only to /api/users, only by our own pages (SameSite=Strict), for as long as the
 * proof itself lives (ADR 0067).
 */
export function setSignupCookie(c: Context, config: AppConfig, signupToken: string, maxAgeSeconds: number) {
  setCookie(c, SIGNUP_COOKIE, signupToken, { httpOnly: true, sameSite: 'Strict', secure: secure(c, config), path: REFRESH_PATH, maxAge: maxAgeSeconds });
}

export function clearSignupCookie(c: Context, config: AppConfig) {
  deleteCookie(c, SIGNUP_COOKIE, { path: REFRESH_PATH, secure: secure(c, config) });
}

export const readSignupCookie = (c: Context) => getCookie(c, SIGNUP_COOKIE);
export const readRefreshCookie = (c: Context) => getCookie(c, REFRESH_COOKIE);
export const readAccessCookie = (c: Context) => getCookie(c, ACCESS_COOKIE);

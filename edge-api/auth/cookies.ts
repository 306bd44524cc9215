import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { REFRESH_TTL_MS } from './sessions.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
// The refresh token only travels to the endpoints that use it.
const REFRESH_PATH = '/api/users';

const secure = (c: Context) => new URL(c.req.url).protocol === 'https:';

export function setSessionCookies(c: Context, accessToken: string, refreshToken: string) {
  const base = { httpOnly: true, sameSite: 'Lax', secure: secure(c) } as const;
  setCookie(c, ACCESS_COOKIE, accessToken, { ...base, path: '/', maxAge: 15 * 60 });
  setCookie(c, REFRESH_COOKIE, refreshToken, { ...base, path: REFRESH_PATH, maxAge: REFRESH_TTL_MS / 1000 });
}

export function clearSessionCookies(c: Context) {
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure: secure(c) });
  deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_PATH, secure: secure(c) });
}

export const readRefreshCookie = (c: Context) => getCookie(c, REFRESH_COOKIE);
export const readAccessCookie = (c: Context) => getCookie(c, ACCESS_COOKIE);

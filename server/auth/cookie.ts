import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../http/forwarded.ts';

export const SESSION_COOKIE = 'filmfolio_session';
/** Over https the browser then refuses the cookie unless Secure, Path=/ and no Domain. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const cookieName = (c: Context, trustProxy: boolean) =>
  isHttps(c, trustProxy) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

export function readSessionToken(c: Context, trustProxy: boolean): string | undefined {
  return getCookie(c, cookieName(c, trustProxy));
}

/** A session cookie (no Max-Age): the server's idle and absolute expiry decide, not the browser. */
export function writeSessionCookie(c: Context, token: string, trustProxy: boolean): void {
  const secure = isHttps(c, trustProxy);
  setCookie(c, cookieName(c, trustProxy), token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure,
  });
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  const secure = isHttps(c, trustProxy);
  deleteCookie(c, cookieName(c, trustProxy), {
    path: '/',
    secure,
    httpOnly: true,
    sameSite: 'Strict',
  });
}

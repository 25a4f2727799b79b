import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

/** Cookie holding the session token (the database keeps only its hash). */
export const SESSION_COOKIE = 'sid';
/** Cookie holding the random value the CSRF token is an HMAC of. */
export const CSRF_COOKIE = 'csrf';
/** Sessions last 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** httpOnly, SameSite=Lax, path /, Secure when the site is served over https. */
export const cookieOptions = (secure: boolean, maxAgeMs?: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure,
  path: '/',
  ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
});

/** Sets the session cookie for a freshly created session. */
export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(secure, SESSION_TTL_MS));
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

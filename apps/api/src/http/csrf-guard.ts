import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE } from '../auth/cookies.ts';
import { safeEqual, sign } from '../auth/tokens.ts';
import { HttpError } from './http-error.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The CSRF token for a `csrf` cookie value: an HMAC under the session secret, so only this server mints it. */
export const csrfTokenFor = (secret: string, cookieValue: string): string =>
  sign(secret, `csrf:${cookieValue}`);

/**
 * Double-submit CSRF check on every mutating /api request: the X-CSRF-Token header must equal the HMAC of the
 * httpOnly `csrf` cookie. A cross-site page can make the browser send the cookie but can neither read it nor
 * compute the HMAC. Runs before body parsing, so a forged request costs nothing.
 */
export function registerCsrfGuard(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrf-token'];
    const isValid =
      typeof cookie === 'string' &&
      typeof header === 'string' &&
      safeEqual(header, csrfTokenFor(secret, cookie));
    if (!isValid) throw new HttpError(403, { base: ['Invalid CSRF token'] });
  });
}

import type { FastifyInstance } from 'fastify';
import { requestSessionId } from '../auth/caller.ts';
import { CSRF_COOKIE } from '../auth/cookies.ts';
import { safeEqual, sign } from '../auth/tokens.ts';
import { HttpError } from './http-error.ts';

// The methods that never change state; every other method is checked.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSRF token for a `csrf` cookie value and the session the request carries (the hash of its `sid` cookie,
 * or null signed out): an HMAC under the session secret, so only this server mints it, and a token minted for
 * one session is worthless with another (docs/security.md).
 */
export const csrfTokenFor = (secret: string, cookieValue: string, sessionId: string | null): string =>
  sign(secret, `csrf:${cookieValue}:${sessionId ?? ''}`);

/**
 * Double-submit CSRF check on every request whose method may change state (anything but GET, HEAD and
 * OPTIONS), whatever its path: the X-CSRF-Token header must equal the HMAC of the httpOnly `csrf` cookie and
 * the session. The check does not look at the path at all, because a prefix test on the raw request target
 * misses the spellings the router still resolves (`/%61pi/...`, `/API/...`, an absolute-form
 * `PATCH http://host/api/...`). A route may opt out only with `config: { csrf: 'signature' }`, and only when its
 * handler proves the sender by a signature over the body instead (the Stripe webhook). A cross-site page can make the browser send the cookies but can neither read
 * them nor compute the HMAC. Runs before body parsing, so a forged request costs nothing.
 */
export function registerCsrfGuard(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The one exemption: a route that authenticates its sender by a signature over the raw body (the Stripe
    // webhook, docs/billing.md#webhooks). It carries no session, so a forged cross-site call proves nothing.
    // The router resolved the route before this hook, so every spelling of its path reaches the same config.
    if (request.routeOptions.config?.csrf === 'signature') return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrf-token'];
    const isValid =
      typeof cookie === 'string' &&
      typeof header === 'string' &&
      safeEqual(header, csrfTokenFor(secret, cookie, requestSessionId(request)));
    if (!isValid) throw new HttpError(403, { base: ['Invalid CSRF token'] });
  });
}

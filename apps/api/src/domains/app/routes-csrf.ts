import { CsrfResponseSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestSessionId } from '../../auth/caller.ts';
import { CSRF_COOKIE, cookieOptions, SESSION_TTL_MS } from '../../auth/cookies.ts';
import { randomToken } from '../../auth/tokens.ts';
import { csrfTokenFor } from '../../http/csrf-guard.ts';

// A cookie value we did not mint (wrong length or alphabet) is replaced rather than signed.
const isMinted = (value: string | undefined): value is string => !!value && /^[\w-]{43}$/.test(value);

/**
 * GET /api/csrf: the token for the X-CSRF-Token header. Keeps an existing `csrf` cookie so several tabs share
 * one token; sets a fresh random one otherwise. The token is bound to the session cookie the request carries,
 * so it changes on sign-in and sign-out and the web app fetches it again then (docs/security.md).
 */
export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf',
    {
      config: { access: 'public' },
      // The token is a secret: never compressed (http/compression.ts).
      compress: false,
      schema: {
        summary: 'CSRF token for mutating requests',
        tags: ['session'],
        response: { 200: CsrfResponseSchema },
      },
    },
    async (request, reply) => {
      let value = request.cookies[CSRF_COOKIE];
      if (!isMinted(value)) {
        value = randomToken();
        reply.setCookie(CSRF_COOKIE, value, cookieOptions(app.env.cookieSecure, SESSION_TTL_MS));
      }
      reply.header('cache-control', 'no-store');
      return { token: csrfTokenFor(app.env.sessionSecret, value, requestSessionId(request)) };
    },
  );
};

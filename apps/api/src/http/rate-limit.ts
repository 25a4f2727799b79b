import type { FastifyInstance } from 'fastify';

/**
 * Route config for the credential routes (sign-in, sign-up, forgot, reset, password change) and the routes that
 * mail a link (confirmation, invitation): RATE_LIMIT_AUTH_MAX requests per minute per client address and route,
 * then 429, so passwords cannot be brute-forced and mailboxes cannot be flooded.
 */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.env.rateLimitAuthMax, timeWindow: 60_000 },
});

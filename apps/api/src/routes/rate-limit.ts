import type { FastifyInstance } from 'fastify';

/**
 * Route config for the credential routes (sign-in, sign-up, forgot, reset): RATE_LIMIT_AUTH_MAX requests per
 * minute per client address, then 429, so passwords and mailboxes cannot be brute-forced or flooded.
 */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.env.rateLimitAuthMax, timeWindow: 60_000 },
});

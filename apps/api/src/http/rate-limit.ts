import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/**
 * Route config for the credential routes (sign-in, sign-up, forgot, reset, password change) and the routes that
 * mail a link (confirmation, invitation): RATE_LIMIT_AUTH_MAX requests per minute per client address and route,
 * then 429, so passwords cannot be brute-forced and mailboxes cannot be flooded.
 */
export const authRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.env.rateLimitAuthMax, timeWindow: 60_000 },
});

/**
 * Route config for the anonymous public-site reads (docs/public-site.md): RATE_LIMIT_PUBLIC_MAX requests per
 * minute per client address and route, then 429. Far above what a family browsing the pages sends, low enough
 * that one client cannot walk every season id or slug quickly.
 */
export const publicReadRateLimit = (app: FastifyInstance) => ({
  rateLimit: { max: app.env.rateLimitPublicMax, timeWindow: 60_000 },
});

/** Refuses a request over a {@link keyedRateLimit} with 429 in the error shape. */
export type KeyedLimit = (request: FastifyRequest, key: string) => Promise<void>;

/**
 * A limit a handler checks itself, keyed by what it knows once the request is read (an account, an email
 * address) rather than by route: `max` calls per `timeWindow` ms per key, then 429. It counts in the same
 * store as the route limits (@fastify/rate-limit's, in memory unless the plugin is given another), so there is
 * one rate-limit mechanism and one place to make it shared. `name` keeps each limit's keys apart.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  name: string,
  options: { max: number; timeWindow: number },
): KeyedLimit {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? ''}`,
  });
  return async (request, key) => {
    keys.set(request, key);
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpError(429, {
        base: [`Rate limit exceeded, retry in ${Math.max(1, limit.ttlInSeconds)} seconds`],
      });
    }
  };
}

/** The client address a limit keys on: the peer, or the forwarded client behind a trusted proxy (TRUST_PROXY). */
export const clientKey = (request: FastifyRequest): string => request.ip;

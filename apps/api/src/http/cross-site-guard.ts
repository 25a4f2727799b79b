import type { FastifyRequest } from 'fastify';
import { forbidden } from './http-error.ts';

// What a browser sends for a request another site (or a sibling subdomain) started.
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * onRequest hook for the GET routes that change state (the spec names them GET, so the CSRF token check, which
 * covers mutating methods only, never sees them). SameSite=Lax cookies still go with a top-level GET from a
 * link on another site, so a request the browser marks with Sec-Fetch-Site cross-site or same-site is 403.
 * Without the header (an older browser, curl) or with same-origin or none (typed or bookmarked) it passes.
 */
export async function refuseCrossSiteRequest(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && FOREIGN_SITES.has(site)) throw forbidden('Cross-site request refused');
}

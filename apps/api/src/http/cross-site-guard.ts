import type { FastifyRequest } from 'fastify';
import { forbidden } from './http-error.ts';

// What a browser sends for a request another site (or a sibling subdomain) started.
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * onRequest hook for the GET routes that change state (switch_locale and switch_organization stay GET, as the
 * web app's links call them, docs/users.md), which the CSRF token check, covering mutating methods only, never
 * sees. SameSite=Lax cookies still go with a top-level GET from a link on another site, so a request the
 * browser marks with Sec-Fetch-Site cross-site or same-site is 403. Without the header (an older browser,
 * curl) or with same-origin or none (typed or bookmarked) it passes.
 */
export async function refuseCrossSiteRequest(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && FOREIGN_SITES.has(site)) throw forbidden('Cross-site request refused');
}

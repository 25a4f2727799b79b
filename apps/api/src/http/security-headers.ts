import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The origin pattern of the map tile URL template for img-src: `https://{s}.tile.example/{z}/{x}/{y}.png`
 * becomes `https://*.tile.example`. Null when the template is not an http(s) URL.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return null;
  return `${match[1]}${(match[2] ?? '').replace(/\{[^}]*\}/g, '*')}`;
}

/**
 * The Content-Security-Policy of every answer. The built web app has no inline script, so scripts come from
 * this origin only. style-src needs 'unsafe-inline': Mantine writes its theme's CSS variables into `<style>`
 * tags at runtime and React, Mantine and Leaflet position elements with `style` attributes, none of which a
 * hash or nonce can cover. Images also come from the map tile server and from data:/blob: URLs (Leaflet's
 * icons). `frameAncestors` is 'none' except on the public schedule page (docs/security.md).
 */
export function contentSecurityPolicy(options: {
  tileSource: string | null;
  frameAncestors: string;
}): string {
  const images = ["'self'", 'data:', 'blob:', ...(options.tileSource ? [options.tileSource] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}

/** The share-link page (`/embed/{token}`, docs/share-links.md) is the one page other sites may frame. */
export function isFrameablePage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return /^\/embed\/[^/]+\/?$/.test(decoded);
}

/**
 * The one hook that sets the security headers on every answer (API, web app, errors, 404): the CSP, framing
 * refused (X-Frame-Options DENY and frame-ancestors 'none') except for the embed page, nosniff, a referrer
 * trimmed to the origin across sites, and HSTS only when the request came over https as Fastify sees it (its
 * own TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts): a plain-http install must not pin itself.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const tiles = tileSource(app.env.mapTileUrl);
  const framed = contentSecurityPolicy({ tileSource: tiles, frameAncestors: '*' });
  const unframed = contentSecurityPolicy({ tileSource: tiles, frameAncestors: "'none'" });
  app.addHook('onSend', async (request, reply, payload) => {
    const frameable = isFrameablePage(request);
    reply.header('content-security-policy', frameable ? framed : unframed);
    if (!frameable) reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000');
    }
    return payload;
  });
}

import { createHash, randomBytes } from 'node:crypto';
import { safeEqual, sign } from '../../auth/tokens.ts';

/**
 * The state of one trip to SportsEngine's authorize page and back (docs/sportsengine.md#connecting): the
 * OAuth `state`, the PKCE verifier, and what the trip is for. It travels in an httpOnly cookie, signed with the
 * session secret, so the callback trusts only what this server wrote and only for ten minutes.
 */
export interface OAuthTrip {
  state: string;
  verifier: string;
  purpose: 'connect' | 'sign_in';
  /** connect: the owner and organisation that asked. */
  userId?: string;
  organizationId?: string;
  /** sign_in: where to go afterwards (a path of this app). */
  returnTo?: string;
  expiresAt: number;
}

export const OAUTH_COOKIE = 'se_oauth';
export const OAUTH_TRIP_MS = 10 * 60_000;

export function newTrip(fields: Omit<OAuthTrip, 'state' | 'verifier' | 'expiresAt'>): {
  trip: OAuthTrip;
  challenge: string;
} {
  const verifier = randomBytes(32).toString('base64url');
  const trip = {
    ...fields,
    state: randomBytes(16).toString('base64url'),
    verifier,
    expiresAt: Date.now() + OAUTH_TRIP_MS,
  };
  return { trip, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function sealTrip(secret: string, trip: OAuthTrip): string {
  const body = Buffer.from(JSON.stringify(trip)).toString('base64url');
  return `${body}.${sign(secret, `se-oauth:${body}`)}`;
}

/** The trip the cookie holds when it is this server's, unexpired and for `state`; null otherwise. */
export function openTrip(secret: string, cookie: string | undefined, state: string): OAuthTrip | null {
  if (!cookie) return null;
  const [body, signature] = cookie.split('.');
  if (!body || !signature || !safeEqual(signature, sign(secret, `se-oauth:${body}`))) return null;
  let trip: OAuthTrip;
  try {
    trip = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as OAuthTrip;
  } catch {
    return null;
  }
  if (trip.expiresAt < Date.now() || !safeEqual(trip.state, state)) return null;
  return trip;
}

/**
 * A path of this app to return to: anything else (another site, `//host`) becomes `/`. Backslashes and control
 * characters are refused anywhere, since browsers read `/\host` and `/<tab>/host` as `//host`.
 */
export function safeReturnPath(value: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  return value.slice(0, 500);
}

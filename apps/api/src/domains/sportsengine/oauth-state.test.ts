import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTrip, OAUTH_TRIP_MS, openTrip, safeReturnPath, sealTrip } from './oauth-state.ts';

// docs/sportsengine.md#connecting: the trip cookie is this server's, one trip's, and for ten minutes only.
const SECRET = 'a session secret of the test, long enough';

afterEach(() => {
  vi.useRealTimers();
});

describe('the trip cookie', () => {
  it('opens what it sealed, with a PKCE S256 challenge of its verifier', () => {
    const { trip, challenge } = newTrip({ purpose: 'connect', userId: 'u', organizationId: 'o' });
    expect(challenge).toBe(createHash('sha256').update(trip.verifier).digest('base64url'));
    expect(trip.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(openTrip(SECRET, sealTrip(SECRET, trip), trip.state)).toEqual(trip);
  });

  it('gives every trip its own state and verifier', () => {
    const a = newTrip({ purpose: 'sign_in' }).trip;
    const b = newTrip({ purpose: 'sign_in' }).trip;
    expect(a.state).not.toBe(b.state);
    expect(a.verifier).not.toBe(b.verifier);
  });

  it('refuses another state, another secret, a changed body, a cut cookie and none', () => {
    const { trip } = newTrip({ purpose: 'connect', userId: 'u', organizationId: 'o' });
    const sealed = sealTrip(SECRET, trip);
    expect(openTrip(SECRET, sealed, `${trip.state}x`)).toBeNull();
    expect(openTrip('another secret of the same length here', sealed, trip.state)).toBeNull();
    const [, signature] = sealed.split('.');
    const forged = Buffer.from(JSON.stringify({ ...trip, userId: 'someone else' })).toString('base64url');
    expect(openTrip(SECRET, `${forged}.${signature}`, trip.state)).toBeNull();
    expect(openTrip(SECRET, sealed.split('.')[0], trip.state)).toBeNull();
    expect(openTrip(SECRET, undefined, trip.state)).toBeNull();
    expect(openTrip(SECRET, 'not a cookie at all', trip.state)).toBeNull();
  });

  it('expires ten minutes after the trip started', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T12:00:00Z'), toFake: ['Date'] });
    const { trip } = newTrip({ purpose: 'sign_in', returnTo: '/' });
    const sealed = sealTrip(SECRET, trip);
    vi.setSystemTime(Date.now() + OAUTH_TRIP_MS - 1_000);
    expect(openTrip(SECRET, sealed, trip.state)).not.toBeNull();
    vi.setSystemTime(Date.now() + 2_000);
    expect(openTrip(SECRET, sealed, trip.state)).toBeNull();
  });
});

describe('the return path after signing in', () => {
  it('keeps a path of this app and turns anything else into /', () => {
    expect(safeReturnPath('/schedules?season=1')).toBe('/schedules?season=1');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('/\t/evil.example')).toBe('/');
    expect(safeReturnPath('/a\\b')).toBe('/');
    expect(safeReturnPath('/a\nb')).toBe('/');
    expect(safeReturnPath('schedules')).toBe('/');
    expect(safeReturnPath(`/${'a'.repeat(600)}`)).toHaveLength(500);
  });
});

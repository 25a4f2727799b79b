import { randomBytes } from 'node:crypto';
import { sportsengineConnections } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { connectOrganization, createSportsengineTestApp } from '../../../test/sportsengine-fixtures.ts';
import type { SportsengineStandIn } from '../../../test/sportsengine-stand-in.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { sportsengineClientFor } from './connection.ts';
import { PlatformError } from './platform-error.ts';
import type { PlatformSeasonRef, SportsengineClient } from './platform-types.ts';
import { rateLimitWait } from './sportsengine-client.ts';
import { openToken, sealToken } from './token-cipher.ts';

// docs/sportsengine.md, "The client": every call against the local stand-in, as against SportsEngine.
let t: TestApp;
let standIn: SportsengineStandIn;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, standIn, close } = await createSportsengineTestApp());
});
afterAll(async () => {
  await close();
});

async function connectedClient(): Promise<{ client: SportsengineClient; organizationId: string }> {
  const { user, organizationId } = await buildUser(t);
  await connectOrganization(t, standIn, { organizationId, userId: user.id });
  return { client: await sportsengineClientFor(t.db, standIn.settings, organizationId), organizationId };
}

const baseball: PlatformSeasonRef = { model: 'sport', siteId: '7001', leagueId: '7101', seasonId: '7201' };
const soccerBeta: PlatformSeasonRef = { model: 'season', siteId: '7001', seasonId: '7202' };

describe('the SportsEngine client', () => {
  it('walks sites, leagues, seasons and subseasons, and both models of a season, following every page', async () => {
    const { client } = await connectedClient();
    expect(await client.sites()).toEqual([{ id: '7001', name: 'Northside Sports Association' }]);
    expect((await client.leagues('7001')).map((l) => l.name)).toEqual([
      'Northside Youth Baseball',
      'Metro Soccer Club',
      'Lakeshore Basketball',
    ]);
    expect(await client.seasons('7101')).toEqual([{ id: '7201', name: 'Spring 2027' }]);
    expect((await client.subseasons('7201')).map((s) => s.name)).toEqual(['Regular Season', 'Playoffs']);
    expect((await client.sitesBeta()).map((s) => s.id)).toEqual(['7001']);
    expect(await client.seasonsBeta('7001')).toHaveLength(3);

    const before = standIn.requests.length;
    const sport = await client.seasonData(baseball);
    expect(sport.league.name).toBe('Northside Youth Baseball');
    expect(sport.divisions.map((d) => d.mappingCode)).toEqual(['BB10U', 'BB12U']);
    expect(sport.teams).toHaveLength(4);
    expect(sport.teams[0]?.coaches[0]).toMatchObject({ first: 'Maria', last: 'Gonzalez' });
    const inSeason = [...standIn.events.values()].filter((e) => e.seasonId === '7201');
    expect(sport.events).toHaveLength(inSeason.length);
    // Two subseasons, one call each at least.
    expect(
      standIn.requests.slice(before).filter((r) => r.path === '/rest/games').length,
    ).toBeGreaterThanOrEqual(2);

    const beta = await client.seasonData(soccerBeta);
    expect(beta.league.name).toBe('Northside Sports Association');
    expect(beta.teams.map((team) => team.mappingCode)).toEqual([
      'SOCU9B-1',
      'SOCU9B-2',
      'SOCU9B-3',
      'SOCU9B-4',
    ]);
    const played = beta.events.find((e) => e.homeScore !== null);
    expect(played).toMatchObject({ type: 'game', status: 'completed' });
    let everyEvent = 0;
    for (const seasonId of ['7201', '7202', '7203']) {
      everyEvent += (await client.seasonData({ model: 'season', siteId: '7001', seasonId })).events.length;
    }
    expect(everyEvent).toBe(200);
  });

  it('follows every page when the platform pages more finely than asked (50 at most)', async () => {
    const { client } = await connectedClient();
    const before = standIn.requests.length;
    const data = await client.seasonData({ model: 'season', siteId: '7001', seasonId: '7201' });
    const calls = standIn.requests.slice(before).filter((r) => r.path === '/graphql#Events');
    expect(data.events.length).toBeGreaterThan(50);
    expect(calls).toHaveLength(Math.ceil(data.events.length / 50));
  });

  it('refreshes an expired token once and retries, storing the new pair sealed', async () => {
    const { client, organizationId } = await connectedClient();
    const [before] = await t.db
      .select()
      .from(sportsengineConnections)
      .where(eq(sportsengineConnections.organizationId, organizationId));
    standIn.expireAccessTokens();
    expect(await client.sites()).toHaveLength(1);
    const [after] = await t.db
      .select()
      .from(sportsengineConnections)
      .where(eq(sportsengineConnections.organizationId, organizationId));
    expect(after?.accessToken).not.toBe(before?.accessToken);
    const plain = openToken(standIn.settings.tokenKey, after?.accessToken ?? '');
    expect(plain).toMatch(/^at_/);
    // Stored sealed: the plain token is nowhere in the row.
    expect(JSON.stringify(after)).not.toContain(plain);
  });

  it('refreshes a token about to lapse before using it', async () => {
    standIn.setTokenLifetime(30);
    const { client } = await connectedClient();
    standIn.setTokenLifetime(3_600);
    const before = standIn.requests.length;
    await client.sites();
    const calls = standIn.requests.slice(before).map((r) => r.path);
    expect(calls).toEqual(['/auth/oauth/token', '/rest/sites']);
  });

  it('gives up with a clear error when the refreshed token is refused too', async () => {
    const { client } = await connectedClient();
    standIn.failNext({ match: '/rest/sites', kind: 'unauthorized', times: 2 });
    await expect(client.sites()).rejects.toThrow(/reconnect it on the SportsEngine page/);
  });

  it('waits out a 429 until its reset time, then goes on', async () => {
    const { client } = await connectedClient();
    standIn.failNext({ match: '/rest/leagues', kind: 'rate-limited', resetSeconds: 1 });
    const started = Date.now();
    expect(await client.leagues('7001')).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(
      standIn.requests.filter((r) => r.path === '/rest/leagues' && r.status === 429).length,
    ).toBeGreaterThan(0);
  });

  it('reads the reset header as an epoch time or a count of seconds, else Retry-After', () => {
    const now = 1_800_000_000_000;
    expect(rateLimitWait(new Headers({ 'x-ratelimit-reset': String(now / 1000 + 5) }), now)).toBe(5_000);
    expect(rateLimitWait(new Headers({ 'x-ratelimit-reset': '3' }), now)).toBe(3_000);
    expect(rateLimitWait(new Headers({ 'retry-after': '2' }), now)).toBe(2_000);
    expect(rateLimitWait(new Headers(), now)).toBe(1_000);
  });

  it('turns a dropped connection, a server error and a GraphQL errors[] into a PlatformError', async () => {
    const { client } = await connectedClient();
    standIn.failNext({ match: '/rest/sites', kind: 'drop' });
    await expect(client.sites()).rejects.toThrow(/SportsEngine could not be reached/);
    standIn.failNext({ match: '/rest/sites', kind: 'server-error' });
    await expect(client.sites()).rejects.toThrow(/SportsEngine had an error \(status 500\)/);
    standIn.failNext({ match: 'Seasons', kind: 'graphql-error' });
    const failed = await client.seasonsBeta('7001').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(PlatformError);
    expect((failed as PlatformError).statusCode).toBe(502);
    expect((failed as PlatformError).errors.sportsengine?.[0]).toMatch(/Internal error/);
  });

  it('creates, updates and deletes events in both models without duplicates', async () => {
    const { client } = await connectedClient();
    for (const ref of [
      { ...baseball, subseasonId: '7301' },
      { model: 'season', siteId: '7001', seasonId: '7201' },
    ] as PlatformSeasonRef[]) {
      const count = standIn.events.size;
      const event = {
        id: null,
        type: 'game' as const,
        name: '10U Cardinals vs 10U Blue Jays',
        start: '2027-06-05T14:00:00.000Z',
        end: '2027-06-05T15:30:00.000Z',
        location: { name: 'Northside Park Field 1', address: null },
        homeTeamId: '7501',
        awayTeamId: '7502',
        homeScore: null,
        awayScore: null,
      };
      const created = await client.saveEvent(ref, event);
      expect(created.created).toBe(true);
      const updated = await client.saveEvent(ref, { ...event, id: created.id, homeScore: 4, awayScore: 2 });
      expect(updated).toEqual({ id: created.id, created: false });
      expect(standIn.events.size).toBe(count + 1);
      expect(standIn.events.get(created.id)).toMatchObject({
        homeScore: 4,
        awayScore: 2,
        homeTeamId: '7501',
      });
      expect(await client.teamIds(ref)).toContain('7502');
      await client.deleteEvent(ref, created.id);
      expect(standIn.events.has(created.id)).toBe(false);
      // Already gone: still deleted, no error.
      await client.deleteEvent(ref, created.id);
    }
  });

  it('answers 422 on sportsengine for an organisation that is not connected', async () => {
    const { organizationId } = await buildUser(t);
    const refused = await sportsengineClientFor(t.db, standIn.settings, organizationId).catch(
      (e: unknown) => e,
    );
    expect((refused as PlatformError).statusCode).toBe(422);
  });
});

describe('the token cipher', () => {
  const key = randomBytes(32);
  it('opens what it sealed, differently each time', () => {
    const a = sealToken(key, 'at_secret');
    expect(openToken(key, a)).toBe('at_secret');
    expect(sealToken(key, 'at_secret')).not.toBe(a);
    expect(a).not.toContain('secret');
  });
  it('refuses a changed value and another key', () => {
    const sealed = sealToken(key, 'at_secret');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('at_secreX').toString('base64url')].join('.');
    expect(() => openToken(key, tampered)).toThrow();
    expect(() => openToken(randomBytes(32), sealed)).toThrow();
    expect(() => openToken(key, 'plain-token')).toThrow(/not a sealed/);
  });
});

import type { LeagueSeasonIds } from '@app/contracts';
import {
  divisions,
  type people,
  surfaces,
  teamPeople,
  teams,
  timeConstraints,
  venues,
  venueTeams,
} from '@app/db';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildLeagueOwner, buildReader } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/demo', () => {
  it('creates the sample league: 3 divisions, 24 teams with coaches and players, 4 venues of 2 surfaces', async () => {
    const owner = await buildSignedInUser(t);
    const res = await owner.client.post<LeagueSeasonIds>('/api/demo');
    expect(res.status).toBe(201);
    const seasonId = res.body.season.id;
    const n = async (
      table: typeof divisions | typeof teams | typeof venues | typeof surfaces | typeof people,
    ) => (await t.db.select({ n: count() }).from(table).where(eq(table.seasonId, seasonId)))[0]?.n;
    expect(await n(divisions)).toBe(3);
    expect(await n(teams)).toBe(24);
    expect(await n(venues)).toBe(4);
    expect(await n(surfaces)).toBe(8);
    const teamIds = (await t.db.select({ id: teams.id }).from(teams).where(eq(teams.seasonId, seasonId))).map(
      (r) => r.id,
    );
    const roles = await t.db.select().from(teamPeople).where(inArray(teamPeople.teamId, teamIds));
    const coaches = roles.filter((r) => r.role === 'coach');
    expect(coaches).toHaveLength(24);
    expect(new Set(coaches.map((c) => c.personId)).size).toBe(23);
    expect(roles.filter((r) => r.role === 'player')).toHaveLength(24 * 9);
    const homes = await t.db.select().from(venueTeams).where(inArray(venueTeams.teamId, teamIds));
    expect(homes).toHaveLength(24);
    const constraints = await t.db
      .select()
      .from(timeConstraints)
      .where(inArray(timeConstraints.teamId, teamIds));
    expect(constraints.length).toBeGreaterThanOrEqual(3);
    const placed = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    expect(placed.every((v) => v.latitude !== null && v.city === 'Chicago')).toBe(true);
  });

  it('is for owners and admins only', async () => {
    const owner = await buildLeagueOwner(t);
    const reader = await buildReader(t, owner);
    expect((await reader.post('/api/demo')).status).toBe(403);
  });
});

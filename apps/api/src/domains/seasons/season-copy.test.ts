import type { LeagueInfo, LeagueSeasonIds } from '@app/contracts';
import {
  divisions,
  people,
  teamPeople,
  teams,
  timeConstraints,
  timeslotDivisions,
  timeslots,
  travelConstraints,
  venueDistances,
  venues,
  venueTeams,
} from '@app/db';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { buildLeagueOwner, buildReader, type LeagueOwner } from '../../../test/league-setup.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function seedSeason(owner: LeagueOwner): Promise<void> {
  const csv = async (kind: string, text: string) => {
    const res = await owner.client.post(`/api/seasons/${owner.seasonId}/csv/${kind}`, { csv: text });
    if (res.status !== 201) throw new Error(`${kind}: ${res.text}`);
  };
  await csv('divisions', 'h\nU10,,,\nU12,,,\n');
  await csv('teams', 'h\nHawks,U10,,\nOwls,U12,,\n');
  await csv(
    'venues',
    'h\nNorth Park,,Chicago,IL,,US,41.9434,-87.7073,Field 1;Field 2,1\nLake Field,,,,,,41.9,-87.65,Main,\n',
  );
  await csv('people', 'h\nPat,Lee,pat@example.com,,no,no,no,no,Hawks,coach\nSam,Ito,,,no,yes,no,no,Owls,\n');
  await csv(
    'timeslots',
    'h\nNorth Park,Field 1,2026-02-14,09:00,10:30,U10,\nLake Field,Main,2026-01-31,18:00,19:00,,practice\n',
  );
  const [u10, u12] = await t.db
    .select()
    .from(divisions)
    .where(eq(divisions.seasonId, owner.seasonId))
    .orderBy(asc(divisions.position));
  const [hawks, owls] = await t.db
    .select()
    .from(teams)
    .where(eq(teams.seasonId, owner.seasonId))
    .orderBy(asc(teams.position));
  const [park] = await t.db
    .select()
    .from(venues)
    .where(eq(venues.seasonId, owner.seasonId))
    .orderBy(asc(venues.position));
  if (!u10 || !u12 || !hawks || !owls || !park) throw new Error('seed failed');
  const scope = { organizationId: owner.organizationId, seasonId: owner.seasonId };
  await t.db.insert(divisions).values({
    ...scope,
    name: 'Cup',
    color: '#8E24AA',
    isAcross: true,
    acrossFirstId: u10.id,
    acrossSecondId: u12.id,
    position: 2,
  });
  await t.db.insert(venueTeams).values({ teamId: hawks.id, venueId: park.id });
  await t.db.insert(timeConstraints).values({
    organizationId: owner.organizationId,
    teamId: hawks.id,
    style: 'weekly',
    type: 6,
    weekdays: [6],
    noPlayTeamId: owls.id,
  });
  await t.db
    .insert(travelConstraints)
    .values({ organizationId: owner.organizationId, teamId: owls.id, maxDistanceWeekdayHome: 12 });
}

describe('POST /api/seasons/copy', () => {
  it('copies the structure, people and timeslots moved by months at the same local time, and makes it current', async () => {
    const owner = await buildLeagueOwner(t, { timezone: 'America/Chicago' });
    await seedSeason(owner);
    const res = await owner.client.post<LeagueSeasonIds>('/api/seasons/copy', {
      name: 'Fall 2026',
      season_id: owner.seasonId,
      copyPeople: true,
      copyTimeslots: true,
      timeslotMove: 2,
    });
    expect(res.status).toBe(201);
    expect(res.body.league.id).toBe(owner.leagueId);
    const seasonId = res.body.season.id;
    const copied = await t.db
      .select()
      .from(divisions)
      .where(eq(divisions.seasonId, seasonId))
      .orderBy(asc(divisions.position));
    expect(copied.map((d) => d.name)).toEqual(['U10', 'U12', 'Cup']);
    const cup = copied[2];
    expect([cup?.acrossFirstId, cup?.acrossSecondId]).toEqual([copied[0]?.id, copied[1]?.id]);
    const copiedTeams = await t.db
      .select()
      .from(teams)
      .where(eq(teams.seasonId, seasonId))
      .orderBy(asc(teams.position));
    expect(copiedTeams.map((r) => [r.name, r.divisionId])).toEqual([
      ['Hawks', copied[0]?.id],
      ['Owls', copied[1]?.id],
    ]);
    const teamIds = copiedTeams.map((r) => r.id);
    const [constraint] = await t.db
      .select()
      .from(timeConstraints)
      .where(inArray(timeConstraints.teamId, teamIds));
    expect(constraint).toMatchObject({
      teamId: copiedTeams[0]?.id,
      noPlayTeamId: copiedTeams[1]?.id,
      type: 6,
    });
    expect(
      await t.db.select().from(travelConstraints).where(inArray(travelConstraints.teamId, teamIds)),
    ).toHaveLength(1);
    const homes = await t.db.select().from(venueTeams).where(inArray(venueTeams.teamId, teamIds));
    const copiedVenues = await t.db.select().from(venues).where(eq(venues.seasonId, seasonId));
    expect(copiedVenues.map((v) => v.id)).toContain(homes[0]?.venueId);
    const distances = await t.db
      .select()
      .from(venueDistances)
      .where(
        inArray(
          venueDistances.fromVenueId,
          copiedVenues.map((v) => v.id),
        ),
      );
    expect(distances).toHaveLength(2);
    expect(await t.db.select().from(people).where(eq(people.seasonId, seasonId))).toHaveLength(2);
    const roles = await t.db.select().from(teamPeople).where(inArray(teamPeople.teamId, teamIds));
    expect(roles.map((r) => r.role).sort()).toEqual(['coach', 'player']);
    const slots = await t.db
      .select()
      .from(timeslots)
      .where(eq(timeslots.seasonId, seasonId))
      .orderBy(asc(timeslots.start));
    // 2026-01-31 18:00 CST -> 2026-03-31 18:00 CDT (clamped day), 2026-02-14 09:00 CST -> 2026-04-14 09:00 CDT.
    expect(slots.map((s) => [s.start.toISOString(), s.finish.toISOString(), s.isPractice])).toEqual([
      ['2026-03-31T23:00:00.000Z', '2026-04-01T00:00:00.000Z', true],
      ['2026-04-14T14:00:00.000Z', '2026-04-14T15:30:00.000Z', false],
    ]);
    const links = await t.db
      .select()
      .from(timeslotDivisions)
      .where(
        inArray(
          timeslotDivisions.timeslotId,
          slots.map((s) => s.id),
        ),
      );
    expect(links.map((l) => l.divisionId)).toEqual([copied[0]?.id]);
    const info = await owner.client.get<LeagueInfo>('/api/leagues');
    expect(info.body.current_season_id).toBe(seasonId);
  });

  it('leaves people and timeslots behind unless asked', async () => {
    const owner = await buildLeagueOwner(t, { timezone: 'America/Chicago' });
    await seedSeason(owner);
    const res = await owner.client.post<LeagueSeasonIds>('/api/seasons/copy', {
      name: 'Bare',
      season_id: owner.seasonId,
    });
    expect(res.status).toBe(201);
    expect(await t.db.select().from(people).where(eq(people.seasonId, res.body.season.id))).toEqual([]);
    expect(await t.db.select().from(timeslots).where(eq(timeslots.seasonId, res.body.season.id))).toEqual([]);
    expect(await t.db.select().from(teams).where(eq(teams.seasonId, res.body.season.id))).toHaveLength(2);
  });

  it('validates the move, answers 404 for another organisation’s season and 403 for a user-role member', async () => {
    const owner = await buildLeagueOwner(t);
    const tooFar = await owner.client.post('/api/seasons/copy', {
      name: 'X',
      season_id: owner.seasonId,
      timeslotMove: 13,
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body).toEqual({ errors: { timeslot_move: ['must be at most 12'] } });
    const stranger = await buildSignedInUser(t);
    expect(
      (await stranger.client.post('/api/seasons/copy', { name: 'X', season_id: owner.seasonId })).status,
    ).toBe(404);
    const reader = await buildReader(t, owner);
    expect((await reader.post('/api/seasons/copy', { name: 'X', season_id: owner.seasonId })).status).toBe(
      403,
    );
  });
});

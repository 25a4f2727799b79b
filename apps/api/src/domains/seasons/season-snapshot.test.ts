import {
  type LeagueSeasonIds,
  ScheduleConfigSchema,
  toEngineTimeConstraint,
  toLeagueDocument,
} from '@app/contracts';
import { schedules } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exportLeague } from '../leagues/export-league.ts';
import { toSeasonRecords } from '../leagues/season-records.ts';
import { loadSeasonModelRows, toEngineInstance } from '../schedules/build-engine-instance.ts';
import { loadSeasonSnapshot, type SeasonSnapshotRows } from './load-season-snapshot.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The parts both the export and the engine read (the engine adds timeslots and placed games). */
const shared = (s: SeasonSnapshotRows) => ({
  season: s.season,
  divisions: s.divisions,
  teams: s.teams,
  people: s.people,
  teamPeople: s.teamPeople,
  venues: s.venues,
  surfaces: s.surfaces,
  homeVenues: s.homeVenues,
  timeConstraints: s.timeConstraints,
  travelConstraints: s.travelConstraints,
});

describe('the season snapshot reader', () => {
  it('gives the JSON export and the engine instance builder the same records', async () => {
    const owner = await buildSignedInUser(t);
    const demo = await owner.client.post<LeagueSeasonIds>('/api/demo');
    expect(demo.status).toBe(201);
    const ids = { organizationId: owner.organizationId, leagueId: demo.body.league.id };
    const seasonId = demo.body.season.id;

    const forExport = await loadSeasonSnapshot(t.db, seasonId, {
      people: true,
      distances: true,
      timeslots: true,
      schedules: true,
      standings: true,
    });
    const forEngine = await loadSeasonModelRows(t.db, seasonId);
    expect(shared(forEngine)).toEqual(shared(forExport));
    expect(forEngine.timeConstraints.length).toBeGreaterThan(0);
    expect(forEngine.travelConstraints.length).toBeGreaterThan(0);
    // Inside a transaction it reads one query after another, and the same rows.
    expect(await t.db.transaction((tx) => loadSeasonModelRows(tx, seasonId))).toEqual(forEngine);

    // The export is the engine's rows as league-document records, with what only the export reads (stored
    // distances, schedules and games).
    const records = toSeasonRecords(forExport);
    const exported = await exportLeague(t.db, ids);
    expect(exported.document).toEqual(
      toLeagueDocument({
        league: { id: ids.leagueId, name: exported.document.league.name, language: 'en' },
        seasons: [records],
      }),
    );

    // The engine instance holds those records: every team with its venues, people and constraints.
    const [schedule] = await t.db
      .insert(schedules)
      .values({ organizationId: owner.organizationId, seasonId, name: 'Blank', status: 'done', config: {} })
      .returning();
    if (!schedule) throw new Error('schedule insert returned nothing');
    const config = ScheduleConfigSchema.parse({
      count: 1,
      schedule_start: '2026-04-01',
      schedule_end: '2026-06-30',
    });
    const instance = toEngineInstance(forEngine, { schedule, divisionIds: [], config, keepPlaced: false });
    expect(instance.divisions).toEqual(records.divisions.map((d) => ({ id: d.id, name: d.name })));
    expect(instance.people.map((p) => p.id)).toEqual(records.people.map((p) => p.id));
    expect(instance.venues).toEqual(
      records.venues.map((v) => ({
        id: v.id,
        name: v.name,
        latitude: v.address.latitude,
        longitude: v.address.longitude,
        priority: v.priority,
        is_neutral: v.is_neutral,
        force_neutral: v.force_neutral,
        surfaces: records.surfaces
          .filter((s) => s.venue_id === v.id)
          .map((s) => ({ id: s.id, name: s.name, priority: s.priority })),
      })),
    );
    expect(instance.teams.map((team) => team.id)).toEqual(records.teams.map((team) => team.id));
    for (const team of instance.teams) {
      const own = <T extends { team_id: string }>(rows: T[]) => rows.filter((r) => r.team_id === team.id);
      expect(team.home_venue_ids).toEqual(own(records.home_venues).map((h) => h.venue_id));
      expect(team.person_ids).toEqual([...new Set(own(records.team_people).map((p) => p.person_id))]);
      expect(team.time_constraints).toEqual(
        own(records.time_constraints).map(({ id: _id, team_id: _team, ...values }) =>
          toEngineTimeConstraint(values),
        ),
      );
      const travel = own(records.travel_constraints).map(({ id: _id, team_id: _team, ...limits }) => limits);
      expect(team.travel_constraint).toEqual(travel[0] ?? null);
    }
  });
});

import type { Capacity } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildTeams, buildVenues } from '../../../test/league-builders.ts';
import {
  buildScheduleSeason,
  roundRobinConfig,
  type ScheduleSeason,
} from '../../../test/schedule-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let season: ScheduleSeason;
let stranger: ScheduleSeason;
beforeAll(async () => {
  t = await createTestApp();
  // Four teams in Under 10, two slots on each of eight Saturdays at Riverside Park.
  season = await buildScheduleSeason(t);
  stranger = await buildScheduleSeason(t);
});
afterAll(async () => {
  await t.close();
});

const check = (divisionId: string, config = roundRobinConfig()) =>
  season.client.post<Capacity>('/api/schedules/capacity', {
    season_id: season.seasonId,
    division_id: divisionId,
    config,
  });

describe('POST /api/schedules/capacity', () => {
  it('counts the slots the division can use before a schedule exists', async () => {
    const res = await check(season.divisions[0].id);
    expect(res.status).toBe(200);
    // 16 slots, two a Saturday: four teams at one game a day fill both.
    expect(res.body).toMatchObject({
      teams: 4,
      teams_per_division: [4],
      needed: 6,
      items: 6,
      eligible: 16,
      usable: 16,
      available: 16,
      shortfall: 0,
      not_home_venue: 0,
    });
  });

  it('pairs an across-division’s two sources and doubles the estimate', async () => {
    const u12 = await buildTeams(season.client, season.divisions[1].id, ['Lynx', 'Moles']);
    expect(u12).toHaveLength(2);
    const across = await buildDivision(season.client, {
      season_id: season.seasonId,
      name: 'Under 10 v Under 12',
      is_across: true,
      across_divisions: [season.divisions[0].id, season.divisions[1].id],
    });
    const res = await check(across.id);
    expect(res.status).toBe(200);
    // Rounds: count 1 × 4 × 3 / 2 = 6, doubled for two divisions; the run creates 4 × 2 = 8 games.
    expect(res.body).toMatchObject({ teams: 6, teams_per_division: [4, 2], needed: 12, items: 8 });
  });

  it('does not count slots away from the home venues while home games stay at home venues', async () => {
    const [far] = await buildVenues(season.client, season.seasonId, [
      { name: 'Far Field', surfaces: [{ name: 'Pitch' }] },
    ]);
    for (const team of season.teams) {
      const res = await season.client.post(`/api/teams/${team.id}/venues`, { venue_id: far?.id });
      expect(res.status).toBeLessThan(300);
    }
    const strict = await check(season.divisions[0].id);
    expect(strict.body).toMatchObject({
      eligible: 16,
      usable: 0,
      not_home_venue: 16,
      available: 0,
      shortfall: 6,
    });
    const loose = await check(season.divisions[0].id, roundRobinConfig({ enforce_home: false }));
    expect(loose.body).toMatchObject({ usable: 16, available: 16, shortfall: 0 });
  });

  it('answers 404 for another organisation’s division and 400 for a bad config', async () => {
    const other = await season.client.post('/api/schedules/capacity', {
      season_id: season.seasonId,
      division_id: stranger.divisions[0].id,
      config: roundRobinConfig(),
    });
    expect(other.status).toBe(404);
    const bad = await season.client.post('/api/schedules/capacity', {
      season_id: season.seasonId,
      division_id: season.divisions[0].id,
      config: { count: 1 },
    });
    expect(bad.status).toBe(400);
  });
});

import type {
  Adjustment,
  AdjustmentList,
  Conference,
  ConferenceList,
  ErrorResponse,
  GamesChanged,
  League,
  LeagueDocument,
  LeagueImported,
  LeagueSeasonIds,
  ScoringSystem,
  StandingRow,
  Standings,
} from '@app/contracts';
import { games, schedules } from '@app/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDivision, buildTeams } from '../../../test/league-builders.ts';
import { buildReader } from '../../../test/league-setup.ts';
import {
  buildGame,
  buildStandingsSeason,
  type StandingsSeason,
  saveScores,
} from '../../../test/standings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function standings(client: TestClient, seasonId: string): Promise<Standings> {
  const res = await client.get<Standings>(`/api/seasons/${seasonId}/standings`);
  expect(res.status).toBe(200);
  return res.body;
}
const rowOf = (rows: StandingRow[], teamId: string) =>
  rows.find((row) => row.team_id === teamId) as StandingRow;

describe('standings of a season', () => {
  let s: StandingsSeason;
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
  });

  it('answers every team with empty rows, the default scoring system and no conferences', async () => {
    const table = await standings(s.client, s.seasonId);
    expect(table.scoring_system).toMatchObject({
      win_points: 3,
      loss_points: 0,
      tie_points: 2,
      overtime_win_points: 1,
      overtime_loss_points: 0,
      tiebreakers: ['points', 'games_played'],
    });
    expect(table.league.rows.map((row) => row.name).sort()).toEqual([
      'Bears',
      'Foxes',
      'Hawks',
      'Owls',
      'Wolves',
    ]);
    expect(table.divisions.map((d) => [d.name, d.rows.length])).toEqual([
      ['U10', 3],
      ['U12', 2],
    ]);
    expect(table.conferences).toEqual([]);
    expect(Object.keys(table.league.rows[0] as StandingRow)).toEqual([
      'team_id',
      'name',
      'division_name',
      'games_played',
      'win',
      'loss',
      'tie',
      'overtime_win',
      'overtime_loss',
      'win_pct',
      'home',
      'away',
      'points',
      'score_for',
      'score_against',
      'score_difference',
      'games_behind',
      'rank',
      'tiebreak',
    ]);
  });

  it('counts unplaced games with both scores, shows a changed score at once and skips games without both', async () => {
    const { hawks, owls, bears } = s.teams;
    const first = await buildGame(s.client, s.schedules.u10, hawks, owls);
    const second = await buildGame(s.client, s.schedules.u10, bears, hawks);
    const unscored = await buildGame(s.client, s.schedules.u10, owls, bears);
    await saveScores(s.client, [
      { id: first.id, home_score: 3, visitor_score: 1 },
      { id: second.id, home_score: 2, visitor_score: 2 },
      { id: unscored.id, home_score: 4, visitor_score: null },
    ]);
    let table = await standings(s.client, s.seasonId);
    expect(rowOf(table.league.rows, hawks.id)).toMatchObject({
      games_played: 2,
      win: 1,
      tie: 1,
      points: 5,
      win_pct: 0.75,
      home: 1,
      away: 1,
      score_for: 5,
      score_against: 3,
      score_difference: 2,
      rank: 1,
      tiebreak: null,
      division_name: 'U10',
    });
    expect(rowOf(table.league.rows, owls.id)).toMatchObject({ games_played: 1, loss: 1, points: 0 });
    const u10 = table.divisions.find((d) => d.id === s.divisions.u10);
    expect(u10?.rows.map((row) => [row.name, row.rank, row.tiebreak])).toEqual([
      ['Hawks', 1, null],
      ['Bears', 2, 'points'],
      ['Owls', 3, 'points'],
    ]);

    // The score is changed in the game table: the table follows on the next read.
    await saveScores(s.client, [{ id: first.id, home_score: 0, visitor_score: 1 }]);
    table = await standings(s.client, s.seasonId);
    expect(rowOf(table.league.rows, owls.id)).toMatchObject({ win: 1, points: 3, score_for: 1 });
    expect(rowOf(table.league.rows, hawks.id)).toMatchObject({ win: 0, loss: 1, tie: 1, points: 2 });
  });

  it('leaves out a game marked not to count (an exhibition) and practices', async () => {
    const { wolves, foxes } = s.teams;
    const exhibition = await buildGame(s.client, s.schedules.u12, wolves, foxes);
    await saveScores(s.client, [{ id: exhibition.id, home_score: 5, visitor_score: 0 }]);
    expect(rowOf((await standings(s.client, s.seasonId)).league.rows, wolves.id).win).toBe(1);
    const marked = await s.client.patch<GamesChanged>(`/api/games/${exhibition.id}`, {
      counts_in_standings: false,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.games[0]).toMatchObject({ counts_in_standings: false, home_score: 5 });
    expect(rowOf((await standings(s.client, s.seasonId)).league.rows, wolves.id).games_played).toBe(0);
    const refused = await s.client.patch<ErrorResponse>(`/api/games/${exhibition.id}`, {
      counts_in_standings: 'no',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.counts_in_standings).toEqual(['must be true or false']);
    await s.client.patch(`/api/games/${exhibition.id}`, { counts_in_standings: true });
    await saveScores(s.client, [{ id: exhibition.id, home_score: null, visitor_score: null }]);

    const practice = await buildGame(s.client, s.schedules.u12, wolves, null);
    expect(practice.is_practice).toBe(true);
    const forfeited = await s.client.post<ErrorResponse>('/api/games/scores', {
      games: [{ id: practice.id, home_score: null, visitor_score: null, forfeit: 'home' }],
    });
    expect(forfeited.status).toBe(422);
    expect(forfeited.body.errors['games.0.forfeit']).toEqual(['a practice cannot be forfeited']);

    // A game of an elimination bracket never counts, scored or not (written directly: a draw needs a run).
    const [cup] = await t.db
      .insert(schedules)
      .values({
        organizationId: s.owner.organizationId,
        seasonId: s.seasonId,
        divisionId: s.divisions.u12,
        name: 'Cup',
        kind: 'single',
        status: 'done',
        config: {},
      })
      .returning();
    await t.db.insert(games).values({
      organizationId: s.owner.organizationId,
      scheduleId: cup?.id as string,
      divisionId: s.divisions.u12,
      homeId: wolves.id,
      visitorId: foxes.id,
      homeScore: 3,
      visitorScore: 0,
    });
    expect(rowOf((await standings(s.client, s.seasonId)).league.rows, wolves.id).games_played).toBe(0);
  });

  it('records a forfeit without inventing a score, or keeps the score entered', async () => {
    const { wolves, foxes } = s.teams;
    const game = await buildGame(s.client, s.schedules.u12, wolves, foxes);
    const [saved] = await saveScores(s.client, [
      { id: game.id, home_score: null, visitor_score: null, forfeit: 'home' },
    ]);
    expect(saved).toMatchObject({ forfeit: 'home', home_score: null, visitor_score: null });
    let rows = (await standings(s.client, s.seasonId)).league.rows;
    // The scoring system's forfeit score, 1–0 for the side that did not forfeit.
    expect(rowOf(rows, foxes.id)).toMatchObject({ win: 1, points: 3, score_for: 1, score_against: 0 });
    expect(rowOf(rows, wolves.id)).toMatchObject({ loss: 1, points: 0, away: 0, home: 1 });

    // A result later forfeited keeps its score in the score columns; the forfeiting side still loses.
    await saveScores(s.client, [{ id: game.id, home_score: 4, visitor_score: 2, forfeit: 'home' }]);
    rows = (await standings(s.client, s.seasonId)).league.rows;
    expect(rowOf(rows, foxes.id)).toMatchObject({ win: 1, score_for: 2, score_against: 4 });

    const bad = await s.client.post<ErrorResponse>('/api/games/scores', {
      games: [{ id: game.id, home_score: 1, visitor_score: 0, forfeit: 'away' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['games.0.forfeit']).toEqual(['must be home, visitor or null']);

    // Cleared through the game's PATCH: a game without scores no longer counts.
    const cleared = await s.client.patch<GamesChanged>(`/api/games/${game.id}`, {
      forfeit: null,
      home_score: null,
      visitor_score: null,
    });
    expect(cleared.body.games[0]?.forfeit).toBeNull();
    rows = (await standings(s.client, s.seasonId)).league.rows;
    expect(rowOf(rows, foxes.id).games_played).toBe(0);
  });
});

describe('scoring system', () => {
  let s: StandingsSeason;
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
  });

  it('is written from the defaults on first read, keeps its id and changes through PATCH', async () => {
    const first = await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`);
    expect(first.status).toBe(200);
    const again = await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`);
    expect(again.body.id).toBe(first.body.id);
    const patched = await s.client.patch<ScoringSystem>(`/api/scoring_systems/${first.body.id}`, {
      win_points: 2,
      tiebreakers: ['points', 'head_to_head', 'score_difference'],
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({
      id: first.body.id,
      win_points: 2,
      loss_points: 0,
      tie_points: 2,
      overtime_win_points: 1,
      overtime_loss_points: 0,
      tiebreakers: ['points', 'head_to_head', 'score_difference'],
      forfeit_winner_score: 1,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: true,
    });
    expect((await standings(s.client, s.seasonId)).scoring_system).toEqual(patched.body);
  });

  it('ranks with the changed points and tiebreakers', async () => {
    const { hawks, owls, bears } = s.teams;
    const [a, b] = [
      await buildGame(s.client, s.schedules.u10, hawks, owls),
      await buildGame(s.client, s.schedules.u10, bears, hawks),
    ];
    await saveScores(s.client, [
      { id: a.id, home_score: 1, visitor_score: 0 },
      { id: b.id, home_score: 5, visitor_score: 0 },
    ]);
    const id = (await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`)).body.id;
    await s.client.patch(`/api/scoring_systems/${id}`, { tiebreakers: ['points', 'score_difference'] });
    let u10 = (await standings(s.client, s.seasonId)).divisions[0]?.rows ?? [];
    // Hawks and Bears both have 2 points (win_points 2); Bears' +5 ranks them first.
    expect(u10.map((row) => [row.name, row.points, row.tiebreak])).toEqual([
      ['Bears', 2, null],
      ['Hawks', 2, 'score_difference'],
      ['Owls', 0, 'points'],
    ]);
    await s.client.patch(`/api/scoring_systems/${id}`, { tiebreakers: ['points', 'score_against'] });
    u10 = (await standings(s.client, s.seasonId)).divisions[0]?.rows ?? [];
    expect(u10.map((row) => row.name)).toEqual(['Bears', 'Hawks', 'Owls']);
  });

  it('names the field of bad values', async () => {
    const id = (await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`)).body.id;
    const res = await s.client.patch<ErrorResponse>(`/api/scoring_systems/${id}`, {
      win_points: 1.5,
      tiebreakers: ['points', 'goal_average'],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.win_points).toEqual(['must be a whole number']);
    expect(res.body.errors['tiebreakers.1']?.[0]).toMatch(/^must be one of points, win_pct/);
    const twice = await s.client.patch<ErrorResponse>(`/api/scoring_systems/${id}`, {
      tiebreakers: ['wins', 'wins'],
    });
    expect(twice.body.errors.tiebreakers).toEqual(['must not name a tiebreaker twice']);
  });
});

describe('forfeit rules of the scoring system', () => {
  let s: StandingsSeason;
  let scoringId: string;
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
    scoringId = (await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`)).body.id;
    // A circular tie in U10 whose head-to-head turns on the forfeit: Owls forfeit to Hawks (no score), Owls
    // beat Bears 5–0, Bears beat Hawks 1–0. Each team has one win and one loss.
    const { hawks, owls, bears } = s.teams;
    const [forfeit, big, small] = [
      await buildGame(s.client, s.schedules.u10, hawks, owls),
      await buildGame(s.client, s.schedules.u10, owls, bears),
      await buildGame(s.client, s.schedules.u10, bears, hawks),
    ];
    await saveScores(s.client, [
      { id: forfeit.id, home_score: null, visitor_score: null, forfeit: 'visitor' },
      { id: big.id, home_score: 5, visitor_score: 0 },
      { id: small.id, home_score: 1, visitor_score: 0 },
    ]);
    await s.client.patch(`/api/scoring_systems/${scoringId}`, {
      tiebreakers: ['points', 'head_to_head', 'score_difference'],
    });
  });
  const u10 = async () =>
    ((await standings(s.client, s.seasonId)).divisions[0]?.rows ?? []).map((row) => [
      row.name,
      row.score_for,
      row.score_against,
      row.tiebreak,
    ]);

  it('scores a forfeit without a score as set, and counts it in head-to-head or not', async () => {
    // Defaults: 1–0, counted. Mini-table: 3 points each; differences Owls +4, Hawks 0, Bears -4.
    expect(await u10()).toEqual([
      ['Owls', 5, 1, null],
      ['Hawks', 1, 1, 'head_to_head'],
      ['Bears', 1, 5, 'head_to_head'],
    ]);
    const patched = await s.client.patch<ScoringSystem>(`/api/scoring_systems/${scoringId}`, {
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: false,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      win_points: 3,
      forfeit_winner_score: 3,
      forfeit_loser_score: 0,
      forfeit_counts_in_head_to_head: false,
    });
    // Without the forfeit the mini-table holds two games: Owls 3 points, Bears 3 points but -4, Hawks none.
    expect(await u10()).toEqual([
      ['Owls', 5, 3, null],
      ['Bears', 1, 5, 'head_to_head'],
      ['Hawks', 3, 1, 'head_to_head'],
    ]);
    const table = await standings(s.client, s.seasonId);
    expect(table.scoring_system).toEqual(patched.body);
    // A PATCH of the points alone keeps the forfeit rules.
    const points = await s.client.patch<ScoringSystem>(`/api/scoring_systems/${scoringId}`, {
      tie_points: 1,
    });
    expect(points.body).toMatchObject({
      tie_points: 1,
      forfeit_winner_score: 3,
      forfeit_counts_in_head_to_head: false,
    });
  });

  it('names the field of a bad forfeit value and saves nothing of the request', async () => {
    const before = (await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`)).body;
    const bad = await s.client.patch<ErrorResponse>(`/api/scoring_systems/${scoringId}`, {
      win_points: 4,
      forfeit_winner_score: -1,
      forfeit_loser_score: 2.5,
      forfeit_counts_in_head_to_head: 'no',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      forfeit_winner_score: ['must be at least 0'],
      forfeit_loser_score: ['must be a whole number'],
      forfeit_counts_in_head_to_head: ['must be true or false'],
    });
    const both = await s.client.patch<ErrorResponse>(`/api/scoring_systems/${scoringId}`, {
      forfeit_winner_score: 1,
      forfeit_loser_score: 2,
    });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual({ forfeit_loser_score: ['must not be more than forfeit_winner_score'] });
    // One sent alone is checked against the stored other (3–0 here).
    const loser = await s.client.patch<ErrorResponse>(`/api/scoring_systems/${scoringId}`, {
      win_points: 4,
      forfeit_loser_score: 4,
    });
    expect(loser.status).toBe(422);
    expect(loser.body.errors).toEqual({
      forfeit_loser_score: ['must not be more than forfeit_winner_score'],
    });
    await s.client.patch(`/api/scoring_systems/${scoringId}`, { forfeit_loser_score: 2 });
    const winner = await s.client.patch<ErrorResponse>(`/api/scoring_systems/${scoringId}`, {
      forfeit_winner_score: 1,
    });
    expect(winner.status).toBe(422);
    expect(winner.body.errors).toEqual({ forfeit_winner_score: ['must be at least forfeit_loser_score'] });
    const after = (await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`)).body;
    expect(after).toEqual({ ...before, forfeit_loser_score: 2 });
  });
});

describe('adjustments', () => {
  let s: StandingsSeason;
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
  });

  it('adds signed points with a reason, listed, changed and deleted', async () => {
    const { hawks, owls } = s.teams;
    const game = await buildGame(s.client, s.schedules.u10, hawks, owls);
    await saveScores(s.client, [{ id: game.id, home_score: 2, visitor_score: 0 }]);
    const created = await s.client.post<Adjustment>(`/api/seasons/${s.seasonId}/adjustments`, {
      team_id: hawks.id,
      points: -4,
      reason: 'Ineligible player',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ season_id: s.seasonId, team_id: hawks.id, points: -4 });
    let rows = (await standings(s.client, s.seasonId)).league.rows;
    expect(rowOf(rows, hawks.id)).toMatchObject({ points: -1, win: 1 });
    expect(rows.at(-1)?.team_id).toBe(hawks.id);

    const list = await s.client.get<AdjustmentList>(`/api/seasons/${s.seasonId}/adjustments`);
    expect(list.body.adjustments).toEqual([created.body]);
    const patched = await s.client.patch<Adjustment>(`/api/adjustments/${created.body.id}`, { points: 2 });
    expect(patched.body).toMatchObject({ points: 2, reason: 'Ineligible player' });
    rows = (await standings(s.client, s.seasonId)).league.rows;
    expect(rowOf(rows, hawks.id).points).toBe(5);
    expect((await s.client.delete(`/api/adjustments/${created.body.id}`)).status).toBe(200);
    rows = (await standings(s.client, s.seasonId)).league.rows;
    expect(rowOf(rows, hawks.id).points).toBe(3);
    expect((await s.client.delete(`/api/adjustments/${created.body.id}`)).status).toBe(404);
  });

  it('names the field of bad input, and refuses a team of another season', async () => {
    const url = `/api/seasons/${s.seasonId}/adjustments`;
    const zero = await s.client.post<ErrorResponse>(url, {
      team_id: s.teams.hawks.id,
      points: 0,
      reason: '',
    });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual({ points: ['must not be 0'], reason: ['is required'] });
    const other = await otherSeasonTeam(s);
    const res = await s.client.post<ErrorResponse>(url, { team_id: other, points: 3, reason: 'Award' });
    expect(res.status).toBe(422);
    expect(res.body.errors.team_id).toEqual([`${other} is not a team of this season`]);
  });
});

/** A team of a second season of the same organisation. */
async function otherSeasonTeam(s: StandingsSeason): Promise<string> {
  const season = await s.client.post<LeagueSeasonIds>('/api/seasons', {
    league_id: s.owner.leagueId,
    name: 'Autumn',
  });
  expect(season.status).toBe(201);
  const division = await buildDivision(s.client, { season_id: season.body.season.id, name: 'U10' });
  const [team] = await buildTeams(s.client, division.id, ['Elsewhere']);
  return team?.id as string;
}

describe('conferences', () => {
  let s: StandingsSeason;
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
  });

  it('ranks each conference on its own, counting games against teams outside it', async () => {
    const { hawks, owls, bears, wolves, foxes } = s.teams;
    const created = await s.client.post<Conference>('/api/conferences', {
      season_id: s.seasonId,
      name: 'North',
      team_ids: [owls.id, wolves.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'North', team_ids: [owls.id, wolves.id] });
    const game = await buildGame(s.client, s.schedules.u10, hawks, owls);
    await saveScores(s.client, [{ id: game.id, home_score: 0, visitor_score: 2 }]);
    let table = await standings(s.client, s.seasonId);
    expect(table.conferences).toHaveLength(1);
    expect(table.conferences[0]?.rows.map((row) => [row.name, row.rank, row.points])).toEqual([
      ['Owls', 1, 3],
      ['Wolves', 2, 0],
    ]);

    const renamed = await s.client.patch<Conference>(`/api/conferences/${created.body.id}`, {
      name: 'South',
      team_ids: [bears.id, foxes.id, wolves.id],
    });
    expect(renamed.body).toMatchObject({ name: 'South', team_ids: [bears.id, foxes.id, wolves.id] });
    const list = await s.client.get<ConferenceList>(`/api/conferences?season_id=${s.seasonId}`);
    expect(list.body.conferences).toEqual([renamed.body]);
    table = await standings(s.client, s.seasonId);
    expect(table.conferences[0]?.rows.map((row) => row.name).sort()).toEqual(['Bears', 'Foxes', 'Wolves']);

    expect((await s.client.delete(`/api/conferences/${created.body.id}`)).status).toBe(200);
    expect((await standings(s.client, s.seasonId)).conferences).toEqual([]);
    expect((await s.client.get<ConferenceList>(`/api/conferences?season_id=${s.seasonId}`)).body).toEqual({
      conferences: [],
    });
  });

  it('needs a name and at least one team of the season, each named once', async () => {
    const empty = await s.client.post<ErrorResponse>('/api/conferences', {
      season_id: s.seasonId,
      name: ' ',
      team_ids: [],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ name: ['is required'], team_ids: ['choose at least one team'] });
    const twice = await s.client.post<ErrorResponse>('/api/conferences', {
      season_id: s.seasonId,
      name: 'East',
      team_ids: [s.teams.hawks.id, s.teams.hawks.id],
    });
    expect(twice.body.errors.team_ids).toEqual(['must not name a team twice']);
    const other = await otherSeasonTeam(s);
    const res = await s.client.post<ErrorResponse>('/api/conferences', {
      season_id: s.seasonId,
      name: 'East',
      team_ids: [s.teams.hawks.id, other],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.team_ids).toEqual([`${other} is not a team of this season`]);
    const made = await s.client.post<Conference>('/api/conferences', {
      season_id: s.seasonId,
      name: 'East',
      team_ids: [s.teams.hawks.id],
    });
    const patch = await s.client.patch<ErrorResponse>(`/api/conferences/${made.body.id}`, {
      team_ids: [other],
    });
    expect(patch.status).toBe(422);
    expect(patch.body.errors.team_ids).toEqual([`${other} is not a team of this season`]);
    const missingSeason = await s.client.get<ErrorResponse>('/api/conferences');
    expect(missingSeason.status).toBe(400);
    expect(missingSeason.body.errors.season_id).toEqual(['is required']);
  });
});

describe('who may call', () => {
  let s: StandingsSeason;
  let stranger: StandingsSeason;
  let reader: TestClient;
  let ids: { scoring: string; conference: string; adjustment: string };
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
    stranger = await buildStandingsSeason(t);
    reader = await buildReader(t, s.owner);
    const scoring = await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`);
    const conference = await s.client.post<Conference>('/api/conferences', {
      season_id: s.seasonId,
      name: 'North',
      team_ids: [s.teams.hawks.id],
    });
    const adjustment = await s.client.post<Adjustment>(`/api/seasons/${s.seasonId}/adjustments`, {
      team_id: s.teams.hawks.id,
      points: 1,
      reason: 'Award',
    });
    ids = { scoring: scoring.body.id, conference: conference.body.id, adjustment: adjustment.body.id };
  });

  const reads = () => [
    `/api/seasons/${s.seasonId}/standings`,
    `/api/seasons/${s.seasonId}/scoring_system`,
    `/api/conferences?season_id=${s.seasonId}`,
    `/api/seasons/${s.seasonId}/adjustments`,
  ];
  const changes = (): ['POST' | 'PATCH' | 'DELETE', string, unknown][] => [
    ['PATCH', `/api/scoring_systems/${ids.scoring}`, { win_points: 2 }],
    ['POST', '/api/conferences', { season_id: s.seasonId, name: 'X', team_ids: [s.teams.owls.id] }],
    ['PATCH', `/api/conferences/${ids.conference}`, { name: 'Y' }],
    ['DELETE', `/api/conferences/${ids.conference}`, undefined],
    ['POST', `/api/seasons/${s.seasonId}/adjustments`, { team_id: s.teams.owls.id, points: 1, reason: 'A' }],
    ['PATCH', `/api/adjustments/${ids.adjustment}`, { points: 2 }],
    ['DELETE', `/api/adjustments/${ids.adjustment}`, undefined],
  ];

  it('lets a member read and refuses their changes (403)', async () => {
    for (const url of reads()) expect((await reader.get(url)).status, url).toBe(200);
    for (const [method, url, body] of changes()) {
      expect((await reader.request(method, url, body)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('answers another organisation 404 on every route', async () => {
    for (const url of reads()) expect((await stranger.client.get(url)).status, url).toBe(404);
    for (const [method, url, body] of changes()) {
      expect((await stranger.client.request(method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    // Nothing of the season was touched by those calls.
    const list = await s.client.get<ConferenceList>(`/api/conferences?season_id=${s.seasonId}`);
    expect(list.body.conferences.map((c) => c.name)).toEqual(['North']);
  });
});

describe('season copy and the league document', () => {
  let s: StandingsSeason;
  beforeAll(async () => {
    s = await buildStandingsSeason(t);
    const { hawks, owls, bears, wolves } = s.teams;
    const scoring = await s.client.get<ScoringSystem>(`/api/seasons/${s.seasonId}/scoring_system`);
    await s.client.patch(`/api/scoring_systems/${scoring.body.id}`, {
      win_points: 2,
      tiebreakers: ['points', 'head_to_head'],
      forfeit_winner_score: 3,
      forfeit_loser_score: 1,
      forfeit_counts_in_head_to_head: false,
    });
    await s.client.post('/api/conferences', {
      season_id: s.seasonId,
      name: 'North',
      team_ids: [wolves.id, hawks.id],
    });
    await s.client.post(`/api/seasons/${s.seasonId}/adjustments`, {
      team_id: owls.id,
      points: -2,
      reason: 'Breach',
    });
    const played = await buildGame(s.client, s.schedules.u10, hawks, owls);
    const forfeited = await buildGame(s.client, s.schedules.u10, bears, hawks);
    await saveScores(s.client, [
      { id: played.id, home_score: 2, visitor_score: 1 },
      { id: forfeited.id, home_score: null, visitor_score: null, forfeit: 'home' },
    ]);
  });

  /** The standings parts of a season by team name, ids left out, to compare two seasons. */
  async function standingsParts(client: TestClient, seasonId: string) {
    const table = await standings(client, seasonId);
    const names = new Map(table.league.rows.map((row) => [row.team_id, row.name]));
    const adjustments = await client.get<AdjustmentList>(`/api/seasons/${seasonId}/adjustments`);
    const conferences = await client.get<ConferenceList>(`/api/conferences?season_id=${seasonId}`);
    const { id: _id, ...scoring } = table.scoring_system;
    return {
      scoring,
      conferences: conferences.body.conferences.map((c) => [c.name, c.team_ids.map((id) => names.get(id))]),
      adjustments: adjustments.body.adjustments.map((a) => [names.get(a.team_id), a.points, a.reason]),
      rows: table.league.rows.map(({ team_id: _t, ...row }) => row),
    };
  }

  it('copies the scoring system, conferences and adjustments onto the copied teams', async () => {
    const copy = await s.client.post<LeagueSeasonIds>('/api/seasons/copy', {
      season_id: s.seasonId,
      name: 'Next year',
    });
    expect(copy.status).toBe(201);
    const copied = await standingsParts(s.client, copy.body.season.id);
    const source = await standingsParts(s.client, s.seasonId);
    expect(copied.scoring).toEqual(source.scoring);
    expect(copied.scoring).toMatchObject({
      forfeit_winner_score: 3,
      forfeit_loser_score: 1,
      forfeit_counts_in_head_to_head: false,
    });
    expect(copied.conferences).toEqual([['North', ['Wolves', 'Hawks']]]);
    expect(copied.adjustments).toEqual([['Owls', -2, 'Breach']]);
    // A copy has no games: only the adjustment shows in the table.
    expect(copied.rows.find((row) => row.name === 'Owls')).toMatchObject({ points: -2, games_played: 0 });
  });

  it('keeps them, forfeits included, through a JSON export and import', async () => {
    const exported = await s.client.get<LeagueDocument>(`/api/leagues/${s.owner.leagueId}/export`);
    expect(exported.status).toBe(200);
    const imported = await s.client.post<LeagueImported>('/api/leagues/import', exported.body);
    expect(imported.status).toBe(201);
    const seasons = (await s.client.get<League>(`/api/leagues/${imported.body.league.id}`)).body;
    const twin = seasons.seasons.find((season) => season.name === 'Spring 2026');
    const before = await standingsParts(s.client, s.seasonId);
    const after = await standingsParts(s.client, twin?.id as string);
    expect(after).toEqual(before);
    expect(before.rows.find((row) => row.name === 'Hawks')).toMatchObject({ win: 2, points: 4 });
    expect(after.scoring).toMatchObject({ forfeit_winner_score: 3, forfeit_loser_score: 1 });
    // The forfeit without a score reads the season's 3–1.
    expect(after.rows.find((row) => row.name === 'Hawks')).toMatchObject({ score_for: 5, score_against: 2 });
  });
});

describe('the OpenAPI document', () => {
  it('serves every standings route with the keys the issue names, the forfeit rules included', async () => {
    const res = await t.client().get<{
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    }>('/api/openapi.json');
    expect(res.status).toBe(200);
    const { paths } = res.body;
    const routes: [string, string][] = [
      ['/api/seasons/{id}/standings', 'get'],
      ['/api/seasons/{id}/scoring_system', 'get'],
      ['/api/scoring_systems/{id}', 'patch'],
      ['/api/conferences', 'get'],
      ['/api/conferences', 'post'],
      ['/api/conferences/{id}', 'patch'],
      ['/api/conferences/{id}', 'delete'],
      ['/api/seasons/{id}/adjustments', 'get'],
      ['/api/seasons/{id}/adjustments', 'post'],
      ['/api/adjustments/{id}', 'patch'],
      ['/api/adjustments/{id}', 'delete'],
    ];
    for (const [path, method] of routes) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const scoring = JSON.stringify(paths['/api/seasons/{id}/scoring_system']?.get?.responses?.['200']);
    for (const key of [
      'win_points',
      'overtime_loss_points',
      'tiebreakers',
      'forfeit_winner_score',
      'forfeit_loser_score',
      'forfeit_counts_in_head_to_head',
    ]) {
      expect(scoring, key).toContain(`"${key}"`);
    }
    const table = JSON.stringify(paths['/api/seasons/{id}/standings']?.get?.responses?.['200']);
    for (const key of ['games_behind', 'score_difference', 'tiebreak', 'division_name', 'conferences']) {
      expect(table, key).toContain(`"${key}"`);
    }
  });
});

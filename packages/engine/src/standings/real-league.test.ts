import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FootballFixture } from './fixtures/football-fixture.ts';
import type { Tiebreaker } from './scoring-system.ts';
import { computeStandings } from './standings.ts';

/*
 * Real seasons ranked by the engine and compared with the published final tables
 * (docs/standings.md#checked-against-real-leagues). The fixtures were made by
 * packages/engine/scripts/make-football-fixture.ts from the public-domain openfootball data
 * (openfootball/football.json, the files named in each fixture's "source").
 */

function load(season: string): FootballFixture {
  return JSON.parse(
    readFileSync(new URL(`./fixtures/premier-league-${season}.json`, import.meta.url), 'utf8'),
  );
}

/** Football's 3/1/0 points, no overtime. */
function table(fixture: FootballFixture, tiebreakers: Tiebreaker[]) {
  return computeStandings({
    teams: fixture.teams.map((name, i) => ({ id: String(i), name, division_id: 'pl' })),
    divisions: [{ id: 'pl', name: fixture.season }],
    games: fixture.matches.map(([home, away, homeGoals, awayGoals]) => ({
      home_id: String(home),
      visitor_id: String(away),
      home_score: homeGoals,
      visitor_score: awayGoals,
      overtime: false,
      is_practice: false,
    })),
    scoring: {
      win_points: 3,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 3,
      overtime_loss_points: 0,
      tiebreakers,
    },
  });
}

const byGoalDifference: Tiebreaker[] = ['points', 'score_difference', 'score_for'];
const headToHeadFirst: Tiebreaker[] = ['points', 'head_to_head', 'score_difference'];

const line = (r: ReturnType<typeof table>[number]) =>
  [r.name, r.games_played, r.win, r.tie, r.loss, r.score_for, r.score_against, r.points] as const;

describe('Premier League 2018/19', () => {
  const fixture = load('2018-19');

  it('has the full season', () => {
    expect(fixture.teams).toHaveLength(20);
    expect(fixture.matches).toHaveLength(380);
  });

  it('matches the published final table by goal difference', () => {
    // The final table as published in openfootball/england 2018-19/README.md: Pld W D L F A Pts.
    expect(table(fixture, byGoalDifference).map(line)).toEqual([
      ['Manchester City', 38, 32, 2, 4, 95, 23, 98],
      ['Liverpool FC', 38, 30, 7, 1, 89, 22, 97],
      ['Chelsea FC', 38, 21, 9, 8, 63, 39, 72],
      ['Tottenham Hotspur', 38, 23, 2, 13, 67, 39, 71],
      ['Arsenal FC', 38, 21, 7, 10, 73, 51, 70],
      ['Manchester United', 38, 19, 9, 10, 65, 54, 66],
      ['Wolverhampton Wanderers', 38, 16, 9, 13, 47, 46, 57],
      ['Everton FC', 38, 15, 9, 14, 54, 46, 54],
      ['Leicester City', 38, 15, 7, 16, 51, 48, 52],
      ['West Ham United', 38, 15, 7, 16, 52, 55, 52],
      ['Watford FC', 38, 14, 8, 16, 52, 59, 50],
      ['Crystal Palace', 38, 14, 7, 17, 51, 53, 49],
      ['Newcastle United', 38, 12, 9, 17, 42, 48, 45],
      ['AFC Bournemouth', 38, 13, 6, 19, 56, 70, 45],
      ['Burnley FC', 38, 11, 7, 20, 45, 68, 40],
      ['Southampton FC', 38, 9, 12, 17, 45, 65, 39],
      ['Brighton & Hove Albion', 38, 9, 9, 20, 35, 60, 36],
      ['Cardiff City', 38, 10, 4, 24, 34, 69, 34],
      ['Fulham FC', 38, 7, 5, 26, 34, 81, 26],
      ['Huddersfield Town', 38, 3, 7, 28, 22, 76, 16],
    ]);
  });

  it('keeps the order with head-to-head first; only the note of Bournemouth changes', () => {
    // Leicester and West Ham drew both meetings (1-1, 2-2), so goal difference still decides; Newcastle won
    // 2-1 and drew 2-2 with Bournemouth, which head-to-head now names.
    const gd = table(fixture, byGoalDifference);
    const h2h = table(fixture, headToHeadFirst);
    expect(h2h.map((r) => r.name)).toEqual(gd.map((r) => r.name));
    const changed = h2h
      .map((r, i) => [r.name, gd[i]!.tiebreak, r.tiebreak] as const)
      .filter(([, before, after]) => before !== after);
    expect(changed).toEqual([['AFC Bournemouth', 'score_difference', 'head_to_head']]);
    expect(h2h.find((r) => r.name === 'West Ham United')!.tiebreak).toBe('score_difference');
  });
});

describe('Premier League 2017/18', () => {
  const fixture = load('2017-18');

  it('matches the published final table by goal difference', () => {
    // The final table as published by the league: team, goal difference, points (and the notes of the tied).
    expect(
      table(fixture, byGoalDifference).map((r) => [r.name, r.score_difference, r.points, r.tiebreak]),
    ).toEqual([
      ['Manchester City', 79, 100, null],
      ['Manchester United', 40, 81, 'points'],
      ['Tottenham Hotspur', 38, 77, 'points'],
      ['Liverpool FC', 46, 75, 'points'],
      ['Chelsea FC', 24, 70, 'points'],
      ['Arsenal FC', 23, 63, 'points'],
      ['Burnley FC', -3, 54, 'points'],
      ['Everton FC', -14, 49, 'points'],
      ['Leicester City', -4, 47, 'points'],
      ['Newcastle United', -8, 44, 'points'],
      ['Crystal Palace', -10, 44, 'score_difference'],
      ['AFC Bournemouth', -16, 44, 'score_difference'],
      ['West Ham United', -20, 42, 'points'],
      ['Watford FC', -20, 41, 'points'],
      ['Brighton & Hove Albion', -20, 40, 'points'],
      ['Huddersfield Town', -30, 37, 'points'],
      ['Southampton FC', -19, 36, 'points'],
      ['Swansea City', -28, 33, 'points'],
      ['Stoke City', -33, 33, 'score_difference'],
      ['West Bromwich Albion', -25, 31, 'points'],
    ]);
  });

  it('reorders the three-way tie on 44 and the tie on 33 with head-to-head first', () => {
    // Among Newcastle, Crystal Palace and Bournemouth: Bournemouth won 1-0 at Newcastle and drew the other
    // three (6 points), Newcastle beat Palace 1-0 and drew twice (5), Palace drew three (3). Stoke beat
    // Swansea twice.
    const rows = table(fixture, headToHeadFirst);
    expect(rows.slice(9, 12).map((r) => [r.name, r.rank, r.tiebreak])).toEqual([
      ['AFC Bournemouth', 10, 'points'],
      ['Newcastle United', 11, 'head_to_head'],
      ['Crystal Palace', 12, 'head_to_head'],
    ]);
    expect(rows.slice(17, 19).map((r) => [r.name, r.rank, r.tiebreak])).toEqual([
      ['Stoke City', 18, 'points'],
      ['Swansea City', 19, 'head_to_head'],
    ]);
    // Nothing else moves.
    const gd = table(fixture, byGoalDifference).map((r) => r.name);
    const moved = rows.map((r) => r.name).filter((name, i) => gd[i] !== name);
    expect(moved).toEqual([
      'AFC Bournemouth',
      'Newcastle United',
      'Crystal Palace',
      'Stoke City',
      'Swansea City',
    ]);
  });
});

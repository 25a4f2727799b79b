import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { GameScoresSchema } from '../games/games.ts';
import { AdjustmentCreateSchema, AdjustmentUpdateSchema } from './adjustments.ts';
import { ConferenceCreateSchema, ConferenceUpdateSchema } from './conferences.ts';
import { ScoringSystemUpdateSchema } from './scoring-system.ts';
import { StandingRowSchema } from './standings.ts';

const SEASON = '0b6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';
const TEAM = '1c6f3c52-6b4e-4c1e-9d55-3c0f3e0f6a11';

describe('scoring system update', () => {
  it('takes any of the values and names a bad tiebreaker by its index', () => {
    expect(ScoringSystemUpdateSchema.parse({})).toEqual({});
    expect(ScoringSystemUpdateSchema.parse({ tie_points: 1 })).toEqual({ tie_points: 1 });
    const errors = errorsFor(ScoringSystemUpdateSchema, {
      win_points: 101,
      tiebreakers: ['points', 'goal_average'],
    });
    expect(errors.win_points).toEqual(['must be at most 100']);
    expect(errors['tiebreakers.1']?.[0]).toMatch(
      /^must be one of points, win_pct, games_played, head_to_head/,
    );
  });
});

describe('conferences', () => {
  it('need a name and at least one team, each named once', () => {
    expect(errorsFor(ConferenceCreateSchema, { season_id: SEASON, name: '', team_ids: [] })).toEqual({
      name: ['is required'],
      team_ids: ['choose at least one team'],
    });
    expect(
      errorsFor(ConferenceCreateSchema, { season_id: SEASON, name: 'East', team_ids: [TEAM, TEAM] }),
    ).toEqual({
      team_ids: ['must not name a team twice'],
    });
    expect(errorsFor(ConferenceUpdateSchema, { team_ids: ['x'] })).toEqual({
      'team_ids.0': ['is not a valid id'],
    });
    expect(ConferenceUpdateSchema.parse({ name: ' West ' })).toEqual({ name: 'West' });
  });
});

describe('adjustments', () => {
  it('take a signed whole number of points, never 0, and a reason', () => {
    expect(AdjustmentCreateSchema.parse({ team_id: TEAM, points: -3, reason: ' Breach ' })).toEqual({
      team_id: TEAM,
      points: -3,
      reason: 'Breach',
    });
    expect(errorsFor(AdjustmentCreateSchema, { team_id: TEAM, points: 0, reason: '' })).toEqual({
      points: ['must not be 0'],
      reason: ['is required'],
    });
    expect(errorsFor(AdjustmentUpdateSchema, { points: 1.5 })).toEqual({
      points: ['must be a whole number'],
    });
  });
});

describe('forfeit in the score save', () => {
  it('defaults to played and names a bad side', () => {
    const parsed = GameScoresSchema.parse({ games: [{ id: TEAM, home_score: 1, visitor_score: 0 }] });
    expect(parsed.games[0]?.forfeit).toBeNull();
    expect(
      errorsFor(GameScoresSchema, {
        games: [{ id: TEAM, home_score: null, visitor_score: null, forfeit: 'away' }],
      }),
    ).toEqual({ 'games.0.forfeit': ['must be home, visitor or null'] });
  });
});

describe('standing row', () => {
  it('holds exactly the fields clients rely on, tiebreak a tiebreaker name or null', () => {
    expect(Object.keys(StandingRowSchema.shape)).toEqual([
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
    expect(StandingRowSchema.shape.tiebreak.safeParse('head_to_head').success).toBe(true);
    expect(StandingRowSchema.shape.tiebreak.safeParse('coin_toss').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { errorsFor } from '../common/test-errors.ts';
import { GameScoresSchema } from '../games/games.ts';
import { AdjustmentCreateSchema, AdjustmentUpdateSchema } from './adjustments.ts';
import { ConferenceCreateSchema, ConferenceUpdateSchema } from './conferences.ts';
import {
  DEFAULT_FORFEIT_VALUES,
  ScoringSystemUpdateSchema,
  ScoringSystemValuesSchema,
} from './scoring-system.ts';
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

  it('takes the forfeit rules: whole scores from 0, the loser never above the winner, a boolean', () => {
    expect(ScoringSystemUpdateSchema.parse({ forfeit_loser_score: 3 })).toEqual({ forfeit_loser_score: 3 });
    expect(
      ScoringSystemUpdateSchema.parse({
        forfeit_winner_score: 20,
        forfeit_loser_score: 0,
        forfeit_counts_in_head_to_head: false,
      }),
    ).toEqual({ forfeit_winner_score: 20, forfeit_loser_score: 0, forfeit_counts_in_head_to_head: false });
    expect(
      errorsFor(ScoringSystemUpdateSchema, {
        forfeit_winner_score: -1,
        forfeit_loser_score: 1.5,
        forfeit_counts_in_head_to_head: 'yes',
      }),
    ).toEqual({
      forfeit_winner_score: ['must be at least 0'],
      forfeit_loser_score: ['must be a whole number'],
      forfeit_counts_in_head_to_head: ['must be true or false'],
    });
    expect(errorsFor(ScoringSystemUpdateSchema, { forfeit_winner_score: 1, forfeit_loser_score: 2 })).toEqual(
      {
        forfeit_loser_score: ['must not be more than forfeit_winner_score'],
      },
    );
  });

  it('gives the full values the forfeit defaults and leaves a PATCH without them', () => {
    const points = {
      win_points: 3,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 3,
      overtime_loss_points: 0,
    };
    expect(ScoringSystemValuesSchema.parse({ ...points, tiebreakers: ['points'] })).toEqual({
      ...points,
      tiebreakers: ['points'],
      ...DEFAULT_FORFEIT_VALUES,
    });
    expect(ScoringSystemUpdateSchema.parse(points)).toEqual(points);
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

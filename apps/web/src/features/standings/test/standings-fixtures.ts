import type { Adjustment, Conference, StandingRow, Standings } from '@app/contracts';
import { DEFAULT_SCORING_VALUES } from '@app/contracts';
import { buildSeason, SEASON_ID } from '../../../test/fixtures.ts';

/** Fixed ids of the standings tests: a U10 division of three teams and one conference. */
export const SCORING_ID = '00000000-0000-4000-8000-00000000f001';
export const U10_ID = '00000000-0000-4000-8000-00000000d001';
export const HAWKS_ID = '00000000-0000-4000-8000-00000000e001';
export const OWLS_ID = '00000000-0000-4000-8000-00000000e002';
export const FOXES_ID = '00000000-0000-4000-8000-00000000e003';
export const CONFERENCE_ID = '00000000-0000-4000-8000-00000000f101';
export const ADJUSTMENT_ID = '00000000-0000-4000-8000-00000000f201';

/** A row with nothing played; override what a test is about. */
export function buildRow(overrides: Partial<StandingRow> = {}): StandingRow {
  return {
    team_id: HAWKS_ID,
    name: 'Hawks',
    division_name: 'U10',
    games_played: 0,
    win: 0,
    loss: 0,
    tie: 0,
    overtime_win: 0,
    overtime_loss: 0,
    win_pct: 0,
    home: 0,
    away: 0,
    points: 0,
    score_for: 0,
    score_against: 0,
    score_difference: 0,
    games_behind: 0,
    rank: 1,
    tiebreak: null,
    ...overrides,
  };
}

/**
 * Hawks and Owls level on 6 points, Hawks ahead on head-to-head; Foxes last. Ranked by points then
 * head-to-head unless `tiebreakers` says otherwise.
 */
export function scoredRows(): StandingRow[] {
  return [
    buildRow({
      games_played: 3,
      win: 2,
      loss: 1,
      win_pct: 0.667,
      home: 2,
      away: 1,
      points: 6,
      score_for: 7,
      score_against: 4,
      score_difference: 3,
    }),
    buildRow({
      team_id: OWLS_ID,
      name: 'Owls',
      games_played: 3,
      win: 2,
      loss: 1,
      win_pct: 0.667,
      home: 1,
      away: 2,
      points: 6,
      score_for: 6,
      score_against: 3,
      score_difference: 3,
      rank: 2,
      tiebreak: 'head_to_head',
    }),
    buildRow({
      team_id: FOXES_ID,
      name: 'Foxes',
      games_played: 2,
      loss: 2,
      home: 1,
      away: 1,
      score_for: 1,
      score_against: 7,
      score_difference: -6,
      games_behind: 1.5,
      rank: 3,
      tiebreak: 'points',
    }),
  ];
}

export function buildStandings(overrides: Partial<Standings> = {}, rows = scoredRows()): Standings {
  return {
    scoring_system: { id: SCORING_ID, ...DEFAULT_SCORING_VALUES, tiebreakers: ['points', 'head_to_head'] },
    league: { rows },
    divisions: [{ id: U10_ID, name: 'U10', rows }],
    conferences: [],
    ...overrides,
  };
}

export function buildConference(overrides: Partial<Conference> = {}): Conference {
  return {
    id: CONFERENCE_ID,
    season_id: SEASON_ID,
    name: 'North',
    team_ids: [HAWKS_ID, OWLS_ID],
    ...overrides,
  };
}

export function buildAdjustment(overrides: Partial<Adjustment> = {}): Adjustment {
  return {
    id: ADJUSTMENT_ID,
    season_id: SEASON_ID,
    team_id: FOXES_ID,
    points: -3,
    reason: 'Ineligible player',
    ...overrides,
  };
}

/** Spring 2026 with its U10 division of Hawks, Owls and Foxes. */
export function buildStandingsSeason() {
  return buildSeason({
    divisions: [
      {
        id: U10_ID,
        name: 'U10',
        color: '#1E88E5',
        shortcode: null,
        is_across: false,
        across_divisions: [],
        teams: [
          { id: HAWKS_ID, name: 'Hawks' },
          { id: OWLS_ID, name: 'Owls' },
          { id: FOXES_ID, name: 'Foxes' },
        ],
      },
    ],
  });
}

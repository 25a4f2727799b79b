export {
  DEFAULT_FORFEIT_SCORE,
  DEFAULT_SCORING_SYSTEM,
  DEFAULT_TIEBREAKERS,
  type ForfeitScore,
  type ScoringSystem,
  TIEBREAKER_DIRECTION,
  TIEBREAKERS,
  type Tiebreaker,
} from './scoring-system.ts';
export {
  computeStandings,
  type DivisionStandings,
  type PointsAdjustment,
  type ScoredGame,
  type StandingRow,
  type StandingsInput,
  type StandingsTeam,
  standingsByDivision,
} from './standings.ts';

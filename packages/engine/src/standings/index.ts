export { DEFAULT_SCORING_SYSTEM, type ScoringSystem } from './scoring-system.ts';
export {
  computeStandings,
  type DivisionStandings,
  type ScoredGame,
  type StandingRow,
  type StandingsInput,
  type StandingsTeam,
  standingsByDivision,
} from './standings.ts';

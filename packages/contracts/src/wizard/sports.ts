import { z } from 'zod';
import type { Weekday } from '../common/dates.ts';
import type { ScoringSystemValuesInput } from '../standings/scoring-system.ts';

/**
 * The sports the setup wizard offers, by fixed id. 1 (ice hockey), 5 (soccer) and 27 (other) are the ids the
 * external platform uses; the rest are this product's own. docs/wizard.md#sport-presets says what each sets
 * and why.
 */
export const SPORT_IDS = {
  ice_hockey: 1,
  baseball_softball: 2,
  basketball: 3,
  football_rugby: 4,
  soccer: 5,
  lacrosse: 6,
  volleyball: 7,
  tennis: 8,
  other: 27,
} as const;
export type SportKey = keyof typeof SPORT_IDS;
export type SportId = (typeof SPORT_IDS)[SportKey];
export const OTHER_SPORT_ID: SportId = SPORT_IDS.other;

/** The word a sport uses for a playing surface and for one game, as i18n keys (`terms.surface.rink`). */
export type SurfaceTerm = 'field' | 'court' | 'rink' | 'pitch' | 'diamond';
export type GameTerm = 'game' | 'match';

/** What choosing a sport fills in: lengths, typical days and start times, the scoring system and terms. */
export interface SportPreset {
  id: SportId;
  key: SportKey;
  /** Minutes of play, shown beside the slot length. */
  game_minutes: number;
  /** Length of one timeslot: the game plus warm-up and changeover. */
  slot_minutes: number;
  /** Weekdays the template starts with (0 Sunday .. 6 Saturday). */
  days: readonly Weekday[];
  /** Local start times "HH:MM" of the template's slots on each of those days. */
  start_times: readonly string[];
  /** Points and tiebreakers; the forfeit rules stay at their defaults (1–0, counted in head-to-head). */
  scoring: Readonly<ScoringSystemValuesInput>;
  surface_term: SurfaceTerm;
  game_term: GameTerm;
}

const preset = (p: SportPreset): SportPreset => Object.freeze(p);

/** In the order the wizard lists them; "other" last. */
export const SPORT_PRESETS: readonly SportPreset[] = Object.freeze([
  preset({
    id: 2,
    key: 'baseball_softball',
    game_minutes: 105,
    slot_minutes: 120,
    days: [6, 0],
    start_times: ['09:00', '11:00', '13:00', '15:00'],
    scoring: {
      win_points: 2,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 2,
      overtime_loss_points: 0,
      tiebreakers: ['win_pct', 'head_to_head', 'score_difference', 'score_against'],
    },
    surface_term: 'diamond',
    game_term: 'game',
  }),
  preset({
    id: 3,
    key: 'basketball',
    game_minutes: 50,
    slot_minutes: 60,
    days: [6],
    start_times: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'],
    scoring: {
      win_points: 2,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 2,
      overtime_loss_points: 0,
      tiebreakers: ['win_pct', 'head_to_head', 'score_difference', 'score_for'],
    },
    surface_term: 'court',
    game_term: 'game',
  }),
  preset({
    id: 5,
    key: 'soccer',
    game_minutes: 70,
    slot_minutes: 90,
    days: [6, 0],
    start_times: ['09:00', '10:30', '12:00', '13:30'],
    scoring: {
      win_points: 3,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 3,
      overtime_loss_points: 0,
      tiebreakers: ['points', 'score_difference', 'score_for', 'head_to_head'],
    },
    surface_term: 'pitch',
    game_term: 'match',
  }),
  preset({
    id: 1,
    key: 'ice_hockey',
    game_minutes: 50,
    slot_minutes: 60,
    days: [6, 0],
    start_times: ['08:00', '09:00', '10:00', '11:00', '12:00'],
    scoring: {
      win_points: 2,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 2,
      overtime_loss_points: 1,
      tiebreakers: ['points', 'games_played', 'regulation_wins', 'wins', 'head_to_head', 'score_difference'],
    },
    surface_term: 'rink',
    game_term: 'game',
  }),
  preset({
    id: 6,
    key: 'lacrosse',
    game_minutes: 60,
    slot_minutes: 90,
    days: [6, 0],
    start_times: ['09:00', '10:30', '12:00', '13:30'],
    scoring: {
      win_points: 2,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 2,
      overtime_loss_points: 0,
      tiebreakers: ['points', 'head_to_head', 'score_difference', 'score_against'],
    },
    surface_term: 'field',
    game_term: 'game',
  }),
  preset({
    id: 7,
    key: 'volleyball',
    game_minutes: 60,
    slot_minutes: 75,
    days: [2, 4],
    start_times: ['18:00', '19:15', '20:30'],
    scoring: {
      win_points: 3,
      loss_points: 0,
      tie_points: 1,
      overtime_win_points: 2,
      overtime_loss_points: 1,
      tiebreakers: ['wins', 'points', 'score_difference', 'head_to_head'],
    },
    surface_term: 'court',
    game_term: 'match',
  }),
  preset({
    id: 8,
    key: 'tennis',
    game_minutes: 90,
    slot_minutes: 90,
    days: [6, 0],
    start_times: ['09:00', '10:30', '12:00', '13:30', '15:00'],
    scoring: {
      win_points: 1,
      loss_points: 0,
      tie_points: 0,
      overtime_win_points: 1,
      overtime_loss_points: 0,
      tiebreakers: ['wins', 'head_to_head', 'score_difference', 'score_for'],
    },
    surface_term: 'court',
    game_term: 'match',
  }),
  preset({
    id: 4,
    key: 'football_rugby',
    game_minutes: 80,
    slot_minutes: 120,
    days: [6],
    start_times: ['10:00', '12:00', '14:00', '16:00'],
    scoring: {
      win_points: 4,
      loss_points: 0,
      tie_points: 2,
      overtime_win_points: 4,
      overtime_loss_points: 0,
      tiebreakers: ['points', 'head_to_head', 'score_difference', 'score_for'],
    },
    surface_term: 'field',
    game_term: 'game',
  }),
  preset({
    id: 27,
    key: 'other',
    game_minutes: 90,
    slot_minutes: 90,
    days: [6, 0],
    start_times: ['09:00', '10:30', '12:00', '13:30'],
    scoring: {
      win_points: 3,
      loss_points: 0,
      tie_points: 2,
      overtime_win_points: 1,
      overtime_loss_points: 0,
      tiebreakers: ['points', 'games_played'],
    },
    surface_term: 'field',
    game_term: 'game',
  }),
]);

/** A sport's preset; an id the product does not know is "other" (27), as the external platform does. */
export function sportPreset(id: number | null | undefined): SportPreset {
  return (
    SPORT_PRESETS.find((p) => p.id === id) ??
    (SPORT_PRESETS.find((p) => p.id === OTHER_SPORT_ID) as SportPreset)
  );
}

/** A sport id as sent: any whole number; unknown ones are stored as 27 ("other"). */
export const SportIdSchema = z
  .number({ error: 'must be a sport id' })
  .int('must be a whole number')
  .transform((id) => sportPreset(id).id)
  .describe(
    'Sport: 1 ice hockey, 2 baseball/softball, 3 basketball, 4 football/rugby, 5 soccer, 6 lacrosse, 7 volleyball, 8 tennis, 27 other (unknown ids become 27)',
  );

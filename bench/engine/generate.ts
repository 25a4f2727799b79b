import type { Instance, Result } from '../../packages/engine/src/model/instance.ts';
import { generateLeague, type LeagueSpec } from './generate-league.ts';
import { generatePlanted } from './generate-planted.ts';

/** The generated benchmark instances, smallest first. */
export const BENCH_INSTANCE_NAMES = ['small', 'medium', 'large', 'planted'] as const;

/** One of BENCH_INSTANCE_NAMES. */
export type BenchInstanceName = (typeof BENCH_INSTANCE_NAMES)[number];

/** A generated instance; `hidden` is a known complete schedule (planted only). */
export interface GeneratedInstance {
  name: BenchInstanceName;
  instance: Instance;
  hidden: Result | null;
}

const LEAGUE_DEFAULTS: Omit<LeagueSpec, 'seed'> = {
  timezone: 'America/Chicago',
  start: '2026-02-22',
  end: '2026-05-30',
  divisions: 1,
  teams_per_division: 8,
  count: 2,
  across_schedules: 0,
  venues: 2,
  surfaces_per_venue: 2,
  slot_ratio: 1.5,
  division_slot_share: 0,
  home_venue_share: 0,
  blackouts_per_team: 0,
  shared_coach_share: 0,
  curfew_share: 0,
  max_games_week: 0,
};

/** Type guard for a generated instance name (command-line input). */
export function isBenchInstanceName(name: string): name is BenchInstanceName {
  return (BENCH_INSTANCE_NAMES as readonly string[]).includes(name);
}

/**
 * Builds a named benchmark instance from `seed`: the same name and seed give the same instance.
 * small: 1 division x 8 teams, double round robin, 8 weeks in London.
 * medium: 8 x 10 teams double round robin over 14 weeks in Chicago across the March DST change, with
 * blackouts, home venues, shared coaches, weekday curfews and weekly limits (720 games).
 * large: 50 x 12 teams single round robin plus 5 across-division schedules (4,020 games) over 20 weeks.
 * planted: 6 x 8 teams double round robin whose complete schedule is built first; slots = that + 5%.
 */
export function generateInstance(name: BenchInstanceName, seed = 1): GeneratedInstance {
  switch (name) {
    case 'small':
      return {
        name,
        hidden: null,
        instance: generateLeague({
          ...LEAGUE_DEFAULTS,
          seed,
          timezone: 'Europe/London',
          start: '2026-04-05',
          end: '2026-05-30',
          blackouts_per_team: 1,
        }),
      };
    case 'medium':
      return {
        name,
        hidden: null,
        instance: generateLeague({
          ...LEAGUE_DEFAULTS,
          seed,
          divisions: 8,
          teams_per_division: 10,
          venues: 6,
          slot_ratio: 1.4,
          division_slot_share: 0.2,
          home_venue_share: 0.3,
          blackouts_per_team: 2,
          shared_coach_share: 0.1,
          curfew_share: 0.2,
          max_games_week: 2,
        }),
      };
    case 'large':
      return {
        name,
        hidden: null,
        instance: generateLeague({
          ...LEAGUE_DEFAULTS,
          seed,
          timezone: 'America/New_York',
          start: '2026-08-30',
          end: '2027-01-16',
          divisions: 50,
          teams_per_division: 12,
          count: 1,
          across_schedules: 5,
          venues: 20,
          slot_ratio: 1.3,
          division_slot_share: 0.1,
          blackouts_per_team: 1,
          shared_coach_share: 0.02,
          curfew_share: 0.1,
          max_games_week: 2,
        }),
      };
    case 'planted': {
      const planted = generatePlanted({
        seed,
        timezone: 'America/New_York',
        start: '2026-09-06',
        end: '2026-11-28',
        divisions: 6,
        teams_per_division: 8,
      });
      return { name, instance: planted.instance, hidden: planted.hidden };
    }
  }
}

import type { Game, Instance, ScheduleConfig, Team } from '../model/instance.ts';
import { localMoment } from '../model/local-time.ts';
import { TRAVEL_KINDS } from './capacity-funnel.ts';

/**
 * A family of rules the conflicting set is searched over (docs/diagnosis.md): schedule-wide rules of the
 * division's schedules, or one team's time constraints or travel limits.
 */
export type RuleFamily =
  | { rule: 'dates' | 'slot_rules' | 'home_venues' | 'limits' | 'rest' | 'coach_conflicts' | 'other_games' }
  | { rule: 'time_constraints' | 'travel'; teamId: string };

export function familyKey(f: RuleFamily): string {
  return 'teamId' in f ? `${f.rule}:${f.teamId}` : f.rule;
}

/** The instance (and run games) with some families dropped for the division and its schedules. */
export interface Relaxed {
  instance: Instance;
  runGames: Game[];
}

/**
 * Drops each family by transforming the instance, so the check that follows runs the solver unchanged:
 * dates widened to every slot of the season, slots opened to the division, enforce_home and home-only off,
 * a team's time constraints or travel limits removed, limits 0, rest 0, conflict methods off, and other
 * divisions' games taken out of their slots.
 */
export function relaxFamilies(
  instance: Instance,
  runGames: readonly Game[],
  divisionId: string,
  scheduleIds: readonly string[],
  families: readonly RuleFamily[],
): Relaxed {
  const rules = new Set(families.map(familyKey));
  const has = (rule: string) => rules.has(rule);
  const inScope = (s: ScheduleConfig) => scheduleIds.includes(s.id);
  let first = '';
  let last = '';
  if (has('dates')) {
    for (const t of instance.timeslots) {
      const start = localMoment(t.start, instance.timezone).date;
      const finish = localMoment(t.finish, instance.timezone).date;
      if (first === '' || start < first) first = start;
      if (last === '' || finish > last) last = finish;
    }
  }
  const schedules = instance.schedules.map((s) => {
    if (!inScope(s)) return s;
    const next: ScheduleConfig = { ...s };
    if (has('dates') && first !== '') {
      if (first < next.schedule_start) next.schedule_start = first;
      if (last > next.schedule_end) next.schedule_end = last;
    }
    if (has('slot_rules')) {
      next.use_unassigned_timeslots = true;
      next.use_single_division_timeslots = false;
      next.use_weekend_method = false;
      if (next.mode === 'games') next.use_practice_timeslots = true;
    }
    if (has('home_venues')) next.enforce_home = false;
    if (has('limits')) {
      next.max_games_day = 0;
      next.max_games_week = 0;
    }
    if (has('rest')) {
      next.min_minutes_rest = 0;
      next.next_game_offset = 0;
    }
    if (has('coach_conflicts')) {
      next.use_coach_conflict_method = false;
      next.use_player_conflict_method = false;
    }
    return next;
  });
  const teams = instance.teams.map((team): Team => {
    if (team.division_id !== divisionId) return team;
    const dropTime = has(`time_constraints:${team.id}`);
    const dropTravel = has(`travel:${team.id}`);
    const constraints = team.time_constraints.filter((c) => {
      if (dropTime && !TRAVEL_KINDS.has(c.kind)) return false;
      if (dropTravel && TRAVEL_KINDS.has(c.kind)) return false;
      if (has('home_venues') && c.kind === 'home_only') return false;
      if (has('limits') && c.kind === 'max_games') return false;
      return true;
    });
    if (constraints.length === team.time_constraints.length && !dropTravel) return team;
    return {
      ...team,
      time_constraints: constraints,
      travel_constraint: dropTravel ? null : team.travel_constraint,
    };
  });
  const timeslots = has('slot_rules')
    ? instance.timeslots.map((t) =>
        t.division_ids.length === 0 || t.division_ids.includes(divisionId as never)
          ? t
          : { ...t, division_ids: [...t.division_ids, divisionId as Instance['divisions'][number]['id']] },
      )
    : instance.timeslots;
  const own = new Set(scheduleIds);
  const fixed = has('other_games')
    ? instance.fixed_games.filter((g) => own.has(g.schedule_id))
    : instance.fixed_games;
  const games = has('other_games')
    ? runGames.map((g) => (own.has(g.schedule_id) ? g : { ...g, timeslot_id: null }))
    : [...runGames];
  return { instance: { ...instance, schedules, teams, timeslots, fixed_games: fixed }, runGames: games };
}

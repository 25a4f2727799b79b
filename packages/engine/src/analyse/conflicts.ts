import { type Reason, type ReasonGame, type ReasonSide, reason, reasonText } from '../explain/reason.ts';
import type { Game, GameSource, Instance, TimeConstraintKind } from '../model/instance.ts';
import { findBracketChainBreaches } from '../validate/bracket-chains.ts';
import { buildContext, compareIds, type ValidationContext } from '../validate/context.ts';
import { teamName } from '../validate/describe.ts';
import { clockOfMinute } from '../validate/local-clock.ts';
import {
  findPersonConflicts,
  type PersonConflict,
  type PersonConflictPolicy,
} from '../validate/person-conflicts.ts';
import { findSurfaceClashes } from '../validate/slot-rules.ts';
import { findWeekLimitBreaches } from '../validate/team-limits.ts';
import { findTeamOverlaps } from '../validate/team-overlap.ts';
import { findTimeConstraintBreaches } from '../validate/time-constraints.ts';

/** Two games on one surface at once: one slot used twice, or two overlapping slots of the surface. */
export interface SurfaceConflict {
  surface_id: string;
  surface: string;
  venue: string;
  game_ids: string[];
  slot_ids: string[];
  message: string;
  reason: Reason;
}

/** Two overlapping games (or practices) of one team. */
export interface TeamOverlapConflict {
  team_id: string;
  team: string;
  game_ids: string[];
  message: string;
  reason: Reason;
}

/** A team over the binding max_games_week in the week beginning `week_start` (local date). */
export interface TeamWeekExcess {
  team_id: string;
  team: string;
  week_start: string;
  count: number;
  limit: number;
  game_ids: string[];
  message: string;
  reason: Reason;
}

/** A game breaking one of its team's time constraints (`constraint_index` into `time_constraints`). */
export interface TimeConstraintConflict {
  team_id: string;
  team: string;
  game_id: string;
  date: string;
  kind: TimeConstraintKind;
  constraint_index: number;
  message: string;
  reason: Reason;
}

/**
 * A coach with overlapping games of different teams, in the product's words: one entry per coach naming
 * the teams (`date` null), then one per local date of an overlap.
 */
export interface CoachConflict {
  person_id: string;
  coach: string;
  team_ids: string[];
  game_ids: string[];
  date: string | null;
  message: string;
  reason: Reason;
}

/**
 * A chain of dependent bracket games over its schedule's limit (a team's possible path through the bracket):
 * `count` games on the date `period` (max_games_day) or in the week beginning `period` (max_games_week), or
 * `count` nights between a game and the game feeding it, dated `period` (next_game_offset).
 */
export interface BracketChainConflict {
  schedule_id: string;
  rule: 'max_games_day' | 'max_games_week' | 'next_game_offset';
  period: string;
  count: number;
  limit: number;
  game_ids: string[];
  message: string;
  reason: Reason;
}

/** The conflicts dialog's groups; every list is empty when the placement is clean. */
export interface ConflictsResult {
  surface_conflicts: SurfaceConflict[];
  team_overlaps: TeamOverlapConflict[];
  teams_over_week_max: TeamWeekExcess[];
  time_constraint_breaches: TimeConstraintConflict[];
  coach_conflicts: CoachConflict[];
  bracket_chain_breaks: BracketChainConflict[];
}

/** A conflict's reason and its English message (reasonText), which every conflict carries both of. */
const described = (r: Reason) => ({ message: reasonText(r), reason: r });

function sideOf(ctx: ValidationContext, teamId: string | null, from: GameSource | null): ReasonSide {
  if (teamId !== null) return { team: teamName(ctx, teamId) };
  if (from === null) return { tbd: true };
  const feeder = ctx.gamesById.get(from.game_id);
  const teams = [feeder?.home_id, feeder?.visitor_id].flatMap((id) => (id ? [teamName(ctx, id)] : []));
  return {
    take: from.take,
    game: { bracket: feeder?.bracket ?? null, round: feeder?.round ?? null, teams },
  };
}

/** A game as the conflicts name it: division, teams, local date and start time, and venue. */
function gameOf(ctx: ValidationContext, gameId: string): ReasonGame {
  const game = ctx.gamesById.get(gameId);
  const item = ctx.itemById.get(gameId);
  return {
    division: ctx.instance.divisions.find((d) => d.id === game?.division_id)?.name ?? null,
    home: sideOf(ctx, game?.home_id ?? null, game?.home_from ?? null),
    visitor: game?.is_practice ? null : sideOf(ctx, game?.visitor_id ?? null, game?.visitor_from ?? null),
    bracket: game?.bracket ?? null,
    round: game?.round ?? null,
    date: item?.start.date ?? null,
    time: item ? clockOfMinute(item.start.minute) : null,
    venue: item?.venue?.name ?? null,
  };
}

/** The limit a time constraint of one of the limit kinds sets (games a day, miles). */
function constraintLimit(
  ctx: ValidationContext,
  teamId: string,
  index: number,
  kind: TimeConstraintKind,
): number | undefined {
  const c = ctx.teams.get(teamId)?.time_constraints[index];
  if (!c || (kind !== 'max_games' && kind !== 'max_travel_home' && kind !== 'max_travel_last'))
    return undefined;
  return c[kind] ?? undefined;
}

// The dialog shows every shared coach, whatever the schedules' conflict methods say: a manual edit
// should see the clash before deciding it is acceptable.
const everyCoach: PersonConflictPolicy = (person) => (person.is_coach ? 'coach_conflict' : null);

function coachConflicts(ctx: ValidationContext): CoachConflict[] {
  const byCoach = new Map<string, PersonConflict[]>();
  for (const conflict of findPersonConflicts(ctx, everyCoach)) {
    byCoach.set(conflict.person_id, [...(byCoach.get(conflict.person_id) ?? []), conflict]);
  }
  const found: CoachConflict[] = [];
  for (const [personId, conflicts] of byCoach) {
    const coach = ctx.people.get(personId)?.name ?? personId;
    const teamIds = [...new Set(conflicts.flatMap((c) => c.team_ids))].sort(compareIds);
    const gameIds = [...new Set(conflicts.flatMap((c) => c.game_ids))];
    found.push({
      person_id: personId,
      coach,
      team_ids: teamIds,
      game_ids: gameIds,
      date: null,
      ...described(reason('conflict.coach_teams', { coach, teams: teamIds.map((id) => teamName(ctx, id)) })),
    });
    for (const date of [...new Set(conflicts.map((c) => c.date))].sort()) {
      const onDate = conflicts.filter((c) => c.date === date);
      const dateGameIds = [...new Set(onDate.flatMap((c) => c.game_ids))];
      found.push({
        person_id: personId,
        coach,
        team_ids: [...new Set(onDate.flatMap((c) => c.team_ids))].sort(compareIds),
        game_ids: dateGameIds,
        date,
        ...described(
          reason('conflict.coach_date', { coach, date, games: dateGameIds.map((id) => gameOf(ctx, id)) }),
        ),
      });
    }
  }
  return found;
}

/**
 * The product's conflicts check for manual editing, on any set of placed games (unplaced ones are
 * ignored); the instance's fixed games are placed too, and a given game with a fixed game's id replaces it.
 * Built on the validator's own rule checks, so the dialog and the referee never disagree.
 */
export function findConflicts(instance: Instance, games: Game[]): ConflictsResult {
  const ctx = buildContext(instance, games);
  return {
    surface_conflicts: findSurfaceClashes(ctx).map((clash) => {
      const surface = ctx.surfaces.get(clash.surface_id)?.name ?? clash.surface_id;
      const venue = ctx.venueOfSurface.get(clash.surface_id)?.name ?? '';
      const games = clash.game_ids.map((id) => gameOf(ctx, id));
      const code = clash.isSameSlot ? 'conflict.surface_slot' : 'conflict.surface_overlap';
      return {
        surface_id: clash.surface_id,
        surface,
        venue,
        game_ids: clash.game_ids,
        slot_ids: clash.slot_ids,
        ...described(reason(code, { surface, venue, games })),
      };
    }),
    team_overlaps: findTeamOverlaps(ctx).map((o) => ({
      team_id: o.team_id,
      team: teamName(ctx, o.team_id),
      game_ids: o.game_ids,
      ...described(
        reason('conflict.team_overlap', {
          team: teamName(ctx, o.team_id),
          games: o.game_ids.map((id) => gameOf(ctx, id)),
        }),
      ),
    })),
    teams_over_week_max: findWeekLimitBreaches(ctx).map((b) => ({
      team_id: b.team_id,
      team: teamName(ctx, b.team_id),
      week_start: b.period,
      count: b.count,
      limit: b.limit,
      game_ids: b.game_ids,
      ...described(
        reason('conflict.team_week', {
          team: teamName(ctx, b.team_id),
          week_start: b.period,
          count: b.count,
          limit: b.limit,
        }),
      ),
    })),
    time_constraint_breaches: findTimeConstraintBreaches(ctx).map((b) => {
      const limit = constraintLimit(ctx, b.team_id, b.constraint_index, b.kind);
      const params: Reason['params'] = {
        team: teamName(ctx, b.team_id),
        kind: b.kind,
        game: gameOf(ctx, b.game_id),
      };
      if (limit !== undefined) params.limit = limit;
      return {
        team_id: b.team_id,
        team: teamName(ctx, b.team_id),
        game_id: b.game_id,
        date: b.date,
        kind: b.kind,
        constraint_index: b.constraint_index,
        ...described(reason('conflict.time_constraint', params)),
      };
    }),
    coach_conflicts: coachConflicts(ctx),
    bracket_chain_breaks: findBracketChainBreaches(ctx).map((b) => ({
      schedule_id: b.schedule_id,
      rule: b.rule,
      period: b.period,
      count: b.count,
      limit: b.limit,
      game_ids: b.game_ids,
      ...described(
        reason('conflict.bracket_chain', {
          rule: b.rule,
          period: b.period,
          count: b.count,
          limit: b.limit,
          games: b.game_ids.map((id) => gameOf(ctx, id)),
        }),
      ),
    })),
  };
}

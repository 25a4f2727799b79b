import type { Game, Instance, TimeConstraintKind } from '../model/instance.ts';
import { buildContext, compareIds, type ValidationContext } from '../validate/context.ts';
import { teamName, teamNames } from '../validate/describe.ts';
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
}

/** Two overlapping games (or practices) of one team. */
export interface TeamOverlapConflict {
  team_id: string;
  team: string;
  game_ids: string[];
  message: string;
}

/** A team over the binding max_games_week in the week beginning `week_start` (local date). */
export interface TeamWeekExcess {
  team_id: string;
  team: string;
  week_start: string;
  count: number;
  limit: number;
  game_ids: string[];
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
}

/** The conflicts dialog's groups; every list is empty when the placement is clean. */
export interface ConflictsResult {
  surface_conflicts: SurfaceConflict[];
  team_overlaps: TeamOverlapConflict[];
  teams_over_week_max: TeamWeekExcess[];
  time_constraint_breaches: TimeConstraintConflict[];
  coach_conflicts: CoachConflict[];
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
      message: `Coach ${coach} has overlapping teams: ${teamNames(ctx, teamIds)}`,
    });
    for (const date of [...new Set(conflicts.map((c) => c.date))].sort()) {
      const onDate = conflicts.filter((c) => c.date === date);
      found.push({
        person_id: personId,
        coach,
        team_ids: [...new Set(onDate.flatMap((c) => c.team_ids))].sort(compareIds),
        game_ids: [...new Set(onDate.flatMap((c) => c.game_ids))],
        date,
        message: `Coach ${coach} has overlapping games on: ${date}`,
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
      const surface = ctx.surfaces.get(clash.surface_id);
      return {
        surface_id: clash.surface_id,
        surface: surface?.name ?? clash.surface_id,
        venue: ctx.venueOfSurface.get(clash.surface_id)?.name ?? '',
        game_ids: clash.game_ids,
        slot_ids: clash.slot_ids,
        message: clash.message,
      };
    }),
    team_overlaps: findTeamOverlaps(ctx).map((o) => ({
      team_id: o.team_id,
      team: teamName(ctx, o.team_id),
      game_ids: o.game_ids,
      message: o.message,
    })),
    teams_over_week_max: findWeekLimitBreaches(ctx).map((b) => ({
      team_id: b.team_id,
      team: teamName(ctx, b.team_id),
      week_start: b.period,
      count: b.count,
      limit: b.limit,
      game_ids: b.game_ids,
    })),
    time_constraint_breaches: findTimeConstraintBreaches(ctx).map((b) => ({
      team_id: b.team_id,
      team: teamName(ctx, b.team_id),
      game_id: b.game_id,
      date: b.date,
      kind: b.kind,
      constraint_index: b.constraint_index,
      message: b.message,
    })),
    coach_conflicts: coachConflicts(ctx),
  };
}

import {
  type Diagnosis,
  type Fix,
  type ScheduleConfig,
  ScheduleConfigSchema,
  type WhatIf,
} from '@app/contracts';
import {
  type Database,
  divisions,
  type FixApplicationRow,
  fixApplications,
  type GameRow,
  games,
  type ScheduleRow,
  surfaces,
  type TimeConstraintRow,
  type Transaction,
  type TravelConstraintRow,
  teams,
  timeConstraints,
  travelConstraints,
  type VenueTeamRow,
  venueTeams,
} from '@app/db';
import { and, eq, inArray } from 'drizzle-orm';
import { conflict, unprocessable } from '../../http/http-error.ts';
import { lockSchedule, requireSettled } from '../games/editable-games.ts';
import { saveNewTimeslots } from '../timeslots/save-new-timeslots.ts';
import { engineDivisionIds } from './build-engine-instance.ts';
import { checkScheduleDivision } from './check-schedule-division.ts';
import { presentDiagnosis } from './present-schedule.ts';
import { queueRetry } from './retry-schedule.ts';

/**
 * What undoing a fix puts back (fix_applications.undo): the schedule as it was (config, counts, diagnosis),
 * the rule rows the fix deleted, every game's slot, and every game's row: the run that follows the fix
 * replaces the unscheduled games (a round robin) or all of them (a tournament) with games of its own.
 */
export interface FixUndo {
  schedule: Pick<
    ScheduleRow,
    'config' | 'scheduled' | 'bestScheduled' | 'remaining' | 'total' | 'successRate'
  > & {
    diagnosis: Diagnosis | null;
  };
  timeConstraints: TimeConstraintRow[];
  travelConstraints: TravelConstraintRow[];
  homeVenues: VenueTeamRow[];
  slots: { id: string; timeslot_id: string | null }[];
  games: GameRow[];
}

/** The fix `fixId` of the schedule's stored diagnosis; 422 on `fix_id` when there is none such. */
export function findFix(schedule: ScheduleRow, fixId: string): WhatIf {
  const diagnosis = presentDiagnosis(schedule);
  if (!diagnosis)
    throw unprocessable('fix_id', 'the schedule has no diagnosis: its last run placed everything');
  const whatIf = diagnosis.fixes.find((f) => f.id === fixId);
  if (!whatIf) throw unprocessable('fix_id', 'is not a fix of this schedule’s diagnosis');
  return whatIf;
}

/**
 * Applies one fix of a schedule's diagnosis (docs/diagnosis.md#the-api) in one transaction under the season's
 * lock: writes its slots (open to the fix's division, within the season's timeslot cap), its setting, or
 * relaxes the team's rule (deleting the constraint, travel limits or home venues, kept for undo); snapshots
 * every game; then queues a run: of the unscheduled games for a round robin (`unscheduled_only`), afresh for a
 * tournament, whose bracket cannot be solved in part (docs/schedules.md, retry). Answers the application.
 */
export async function applyFix(
  db: Database,
  params: { organizationId: string; scheduleId: string; fixId: string; userId: string; leaseUntil: Date },
): Promise<FixApplicationRow> {
  return db.transaction(async (tx) => {
    const schedule = await lockSchedule(tx, params);
    requireSettled(schedule);
    const whatIf = findFix(schedule, params.fixId);
    const config = ScheduleConfigSchema.parse(schedule.config);
    if (schedule.divisionId === null) throw unprocessable('fix_id', 'a blank schedule has no run to fix');
    const scheduleGames = await tx.select().from(games).where(eq(games.scheduleId, schedule.id));
    const undo: FixUndo = {
      schedule: {
        config: schedule.config,
        scheduled: schedule.scheduled,
        bestScheduled: schedule.bestScheduled,
        remaining: schedule.remaining,
        total: schedule.total,
        successRate: schedule.successRate,
        diagnosis: presentDiagnosis(schedule),
      },
      timeConstraints: [],
      travelConstraints: [],
      homeVenues: [],
      slots: scheduleGames.map((g) => ({ id: g.id, timeslot_id: g.timeslotId })),
      games: scheduleGames,
    };
    let nextConfig: ScheduleConfig = config;
    let createdTimeslotIds: string[] = [];
    const fix = whatIf.fix as Fix;
    if (fix.kind === 'add_slots') {
      createdTimeslotIds = await addSlots(tx, schedule, fix);
    } else if (fix.kind === 'change_setting') {
      if (fix.schedule_id !== schedule.id)
        throw unprocessable('fix_id', 'changes another schedule’s setting');
      const parsed = ScheduleConfigSchema.safeParse({ ...config, [fix.setting]: fix.value });
      if (!parsed.success)
        throw unprocessable('fix_id', `its ${fix.setting} is not a valid setting any more`);
      nextConfig = parsed.data;
    } else {
      await relaxTeamRule(tx, schedule, fix, undo);
    }
    await checkScheduleDivision(tx, {
      organizationId: schedule.organizationId,
      seasonId: schedule.seasonId,
      divisionId: schedule.divisionId,
      config: nextConfig,
    });
    const [row] = await tx
      .insert(fixApplications)
      .values({
        organizationId: schedule.organizationId,
        scheduleId: schedule.id,
        fix,
        reason: whatIf.reason,
        createdTimeslotIds,
        undo,
        createdBy: params.userId,
      })
      .returning();
    if (!row) throw new Error('fix application was not stored');
    await queueRetry(tx, {
      schedule,
      mode: config.style === 'round' ? 'unscheduled_only' : 'fresh',
      config: nextConfig,
      leaseUntil: params.leaseUntil,
      keepFixApplicationId: row.id,
    });
    return row;
  });
}

/** The fix's slots, open to its division only; 409 when a slot made since overlaps one of them. */
async function addSlots(
  tx: Transaction,
  schedule: ScheduleRow,
  fix: Extract<Fix, { kind: 'add_slots' }>,
): Promise<string[]> {
  const divisionRows = await tx.select().from(divisions).where(eq(divisions.seasonId, schedule.seasonId));
  if (!engineDivisionIds(divisionRows, schedule.divisionId).includes(fix.division_id)) {
    throw unprocessable('fix_id', 'adds slots for a division this schedule does not pair');
  }
  const surfaceIds = [...new Set(fix.slots.map((s) => s.surface_id))];
  const known =
    surfaceIds.length === 0
      ? []
      : await tx
          .select({ id: surfaces.id, venueId: surfaces.venueId })
          .from(surfaces)
          .where(and(inArray(surfaces.id, surfaceIds), eq(surfaces.seasonId, schedule.seasonId)));
  const venueOf = new Map(known.map((s) => [s.id, s.venueId]));
  if (fix.slots.some((s) => venueOf.get(s.surface_id) !== s.venue_id)) {
    throw unprocessable('fix_id', 'names a venue or surface that is no longer in the season');
  }
  const saved = await saveNewTimeslots(
    tx,
    { id: schedule.seasonId, organizationId: schedule.organizationId },
    fix.slots.map((s) => ({
      venueId: s.venue_id,
      surfaceId: s.surface_id,
      start: new Date(s.start),
      finish: new Date(s.finish),
      isGame: !schedule.isPractice,
      isPractice: schedule.isPractice,
      isReserved: false,
      divisionIds: [fix.division_id],
    })),
  );
  if (saved.skipped.length > 0) {
    throw conflict('fix_id', 'its slots overlap slots made since the diagnosis; diagnose again');
  }
  return saved.created.map((s) => s.id);
}

/** Deletes the team's rule the fix relaxes, keeping the rows for undo; 409 when it is already gone. */
async function relaxTeamRule(
  tx: Transaction,
  schedule: ScheduleRow,
  fix: Extract<Fix, { kind: 'relax_team_rule' }>,
  undo: FixUndo,
): Promise<void> {
  const gone = () =>
    conflict('fix_id', 'the rule it relaxes was changed since the diagnosis; diagnose again');
  const [team] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.id, fix.team_id), eq(teams.seasonId, schedule.seasonId)));
  if (!team) throw gone();
  const ofTeam = (column: typeof timeConstraints.teamId | typeof travelConstraints.teamId) =>
    eq(column, fix.team_id);
  if (fix.rule === 'time_constraint') {
    if (!fix.constraint_id) throw gone();
    undo.timeConstraints = await tx
      .delete(timeConstraints)
      .where(
        and(
          eq(timeConstraints.id, fix.constraint_id),
          ofTeam(timeConstraints.teamId),
          eq(timeConstraints.organizationId, schedule.organizationId),
        ),
      )
      .returning();
    if (undo.timeConstraints.length === 0) throw gone();
  } else if (fix.rule === 'travel') {
    undo.travelConstraints = await tx
      .delete(travelConstraints)
      .where(
        and(ofTeam(travelConstraints.teamId), eq(travelConstraints.organizationId, schedule.organizationId)),
      )
      .returning();
    if (undo.travelConstraints.length === 0) throw gone();
  } else {
    undo.homeVenues = await tx.delete(venueTeams).where(eq(venueTeams.teamId, fix.team_id)).returning();
    if (undo.homeVenues.length === 0) throw gone();
  }
}

import type { ScheduleCreate } from '@app/contracts';
import { type Database, type ScheduleRow, schedules } from '@app/db';
import { requireRoom } from '../free-tier/plan-limits.ts';
import { findSeason } from '../seasons/find-season.ts';
import { checkScheduleDivision } from './check-schedule-division.ts';

/**
 * Stores a queued schedule of a division after the form's rules and the plan's schedules a season (402 past
 * it; docs/free-tier-limits.md); the caller hands it to the runner.
 */
export async function createSchedule(
  db: Database,
  params: { organizationId: string; input: ScheduleCreate; leaseUntil: Date },
): Promise<ScheduleRow> {
  const { input, organizationId } = params;
  await findSeason(db, { organizationId, seasonId: input.season_id });
  await checkScheduleDivision(db, {
    organizationId,
    seasonId: input.season_id,
    divisionId: input.division_id,
    config: input.config,
  });
  return db.transaction(async (tx) => {
    await requireRoom(tx, { organizationId, resource: 'schedules', scopeId: input.season_id });
    const [schedule] = await tx
      .insert(schedules)
      .values({
        organizationId,
        seasonId: input.season_id,
        divisionId: input.division_id,
        name: input.name,
        kind: input.config.style,
        isPractice: input.config.mode === 'practices',
        config: input.config,
        leaseUntil: params.leaseUntil,
        log: 'Queued.\n',
      })
      .returning();
    if (!schedule) throw new Error('insert returned no schedule');
    return schedule;
  });
}

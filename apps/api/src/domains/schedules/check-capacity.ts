import type { Capacity, CapacityQuery } from '@app/contracts';
import { type Database, divisions } from '@app/db';
import { checkCapacity as checkEngineCapacity } from '@app/engine';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';
import { findSeason } from '../seasons/find-season.ts';
import { engineDivisionIds, loadSeasonModelRows, toEngineInstance } from './build-engine-instance.ts';

/** The id the draft schedule takes in the engine instance; no stored schedule has it (ids are uuids). */
const DRAFT_ID = 'capacity-check';

/**
 * The timeslot check of a schedule before it is created (docs/schedules.md, "The timeslot check"): the
 * season's instance is built as a run would build it, with the draft as its one schedule, and the engine's
 * capacity check counts the slots its teams can really use. 404 for a division outside the season or the
 * organisation. Nothing is written.
 */
export async function checkCapacity(
  db: Database,
  params: { organizationId: string; query: CapacityQuery },
): Promise<Capacity> {
  const { query } = params;
  await findSeason(db, { organizationId: params.organizationId, seasonId: query.season_id });
  const [division] = await db
    .select({ id: divisions.id })
    .from(divisions)
    .where(
      and(
        eq(divisions.id, query.division_id),
        eq(divisions.seasonId, query.season_id),
        eq(divisions.organizationId, params.organizationId),
      ),
    );
  if (!division) throw notFound();
  const rows = await loadSeasonModelRows(db, query.season_id);
  const divisionIds = engineDivisionIds(rows.divisions, division.id);
  const instance = toEngineInstance(rows, {
    schedule: { id: DRAFT_ID },
    divisionIds,
    config: query.config,
    keepPlaced: false,
  });
  const [report] = checkEngineCapacity(instance).schedules;
  if (!report) throw new Error('the capacity check answered no schedule');
  const teamsPerDivision = divisionIds.map((id) => rows.teams.filter((t) => t.divisionId === id).length);
  return {
    teams: teamsPerDivision.reduce((sum, n) => sum + n, 0),
    teams_per_division: teamsPerDivision,
    weeks: report.weeks.length,
    needed: report.needed,
    items: report.items,
    eligible: report.eligible,
    usable: report.usable,
    not_home_venue: report.not_home_venue,
    team_rules: report.team_rules,
    available: report.already_placed + report.available,
    shortfall: report.shortfall,
    extra_per_week: Math.ceil(report.shortfall / Math.max(1, report.weeks.length)),
    weekend_weeks: report.weekend_weeks,
  };
}

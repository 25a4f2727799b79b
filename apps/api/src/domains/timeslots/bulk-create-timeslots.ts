import type { TimeslotBulkCreate } from '@app/contracts';
import type { Database } from '@app/db';
import { lockSeasons } from '../../lib/lock-season.ts';
import { type RowIssue, throwRowIssues } from '../../lib/row-issues.ts';
import { findSeason } from '../seasons/find-season.ts';
import { newTimeslotFromRow, type SavedTimeslots, saveNewTimeslots } from './save-new-timeslots.ts';
import { loadSeasonPlaces, placeIssues } from './season-places.ts';

/**
 * Creates generated slots in a season of the organisation (404 otherwise) in one transaction. A venue,
 * surface or division the season does not have is a client mistake: 422 naming every such row
 * (`rows.3.surface_id`) and nothing saved. An overlap is not: those rows are left out and the rest saved.
 */
export async function bulkCreateTimeslots(params: {
  db: Database;
  organizationId: string;
  input: TimeslotBulkCreate;
}): Promise<SavedTimeslots> {
  return params.db.transaction(async (tx) => {
    const season = await findSeason(tx, {
      organizationId: params.organizationId,
      seasonId: params.input.season_id,
    });
    await lockSeasons(tx, [season.id]);
    const places = await loadSeasonPlaces(tx, season.id);
    const issues: RowIssue[] = params.input.rows.flatMap((row, index) =>
      placeIssues(places, row).map((issue) => ({ index, line: undefined, ...issue })),
    );
    throwRowIssues(issues);
    return saveNewTimeslots(tx, season, params.input.rows.map(newTimeslotFromRow));
  });
}

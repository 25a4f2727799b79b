import type { Replan, ReplanList } from '@app/contracts';
import type { ReplanRow } from '@app/db';
import type { StoredReplanResult } from './propose-replan.ts';

/** Names of the venue and surface a re-plan cancelled, read beside the row. */
export interface ReplanNames {
  venue: string | null;
  surface: string | null;
}

const status = (value: string): Replan['status'] =>
  value === 'applied' || value === 'undone' || value === 'discarded' ? value : 'proposed';
const cause = (value: string): Replan['cause'] => (value === 'closed' || value === 'other' ? value : 'rain');

/** A re-plan without its moves (the list's rows). */
export function presentReplanSummary(row: ReplanRow, names: ReplanNames): ReplanList['replans'][number] {
  return {
    id: row.id,
    season_id: row.seasonId,
    status: status(row.status),
    cause: cause(row.cause),
    note: row.note,
    date: row.date,
    venue_id: row.venueId,
    venue: names.venue,
    surface_id: row.surfaceId,
    surface: names.surface,
    from: row.fromTime,
    to: row.toTime,
    cancelled_timeslot_ids: row.cancelledTimeslotIds,
    cancelled_games: row.cancelledGames,
    moved: row.moved,
    unplaced: row.unplaced,
    teams_affected: row.teamsAffected,
    elapsed_ms: row.elapsedMs,
    created_at: row.createdAt.toISOString(),
    applied_at: row.appliedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
  };
}

/** A re-plan with its moves as they were proposed. */
export function presentReplan(row: ReplanRow, names: ReplanNames): Replan {
  return { ...presentReplanSummary(row, names), moves: (row.result as StoredReplanResult).moves };
}

import type { Conference } from '@app/contracts';
import type { ConferenceRow } from '@app/db';

/** A conference with its team ids in table order. */
export function presentConference(row: ConferenceRow, teamIds: readonly string[]): Conference {
  return { id: row.id, season_id: row.seasonId, name: row.name, team_ids: [...teamIds] };
}

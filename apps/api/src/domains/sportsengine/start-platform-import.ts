import type { PlatformImport, PlatformImportOptions } from '@app/contracts';
import type { ActivityRow, Database } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import type { PlatformSeasonRef, SportsengineClient } from './platform-types.ts';
import { queueActivity } from './queue-activity.ts';

/** What an import activity's row keeps in `params`: the season on the platform and the options. */
export interface PlatformImportParams {
  ref: PlatformSeasonRef;
  options: PlatformImportOptions;
  /** Set when the season has several subseasons: the chosen one's name, which the imported season's name ends with. */
  subseasonName?: string;
}

const optionsOf = (input: PlatformImportOptions): PlatformImportOptions => ({
  include_games: input.include_games,
  include_practices: input.include_practices,
  include_coaches: input.include_coaches,
});

/**
 * Queues the import of a Sport Management season (docs/sportsengine.md#importing). A season with several
 * subseasons needs one named (422 on `subseason_id`, which must be one of them), and each is imported as a
 * season of its own; with one, that one is taken.
 */
export async function startSportImport(
  db: Database,
  client: SportsengineClient,
  scope: { organizationId: string; userId: string },
  input: PlatformImport,
): Promise<ActivityRow> {
  const subseasons = await client.subseasons(input.season_id);
  let subseasonId = input.subseason_id;
  if (subseasonId === undefined) {
    if (subseasons.length > 1) throw unprocessable('subseason_id', 'is required: the season has subseasons');
    subseasonId = subseasons[0]?.id;
  } else if (!subseasons.some((s) => s.id === subseasonId)) {
    throw unprocessable('subseason_id', 'is not a subseason of the season');
  }
  const ref: PlatformSeasonRef = {
    model: 'sport',
    siteId: input.site_id,
    leagueId: input.league_id,
    seasonId: input.season_id,
    ...(subseasonId === undefined ? {} : { subseasonId }),
  };
  const params: PlatformImportParams = { ref, options: optionsOf(input) };
  const chosen = subseasons.length > 1 ? subseasons.find((s) => s.id === subseasonId) : undefined;
  if (chosen) params.subseasonName = chosen.name;
  return queueActivity(db, { ...scope, kind: 'import', params: { ...params } });
}

/** Queues the import of a Season Management ("beta") season (docs/sportsengine.md#importing). */
export async function startSeasonImport(
  db: Database,
  scope: { organizationId: string; userId: string },
  input: { site: string; season: string; options: PlatformImportOptions },
): Promise<ActivityRow> {
  const params: PlatformImportParams = {
    ref: { model: 'season', siteId: input.site, seasonId: input.season },
    options: optionsOf(input.options),
  };
  return queueActivity(db, { ...scope, kind: 'import_beta', params: { ...params } });
}

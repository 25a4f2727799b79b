import { type CurrentSeason, resolveCurrentSeason } from '@app/contracts';
import type { Database, UserRow } from '@app/db';
import { type LeagueWithSeasons, listLeagues } from './list-leagues.ts';
import { listOrganizations, type OrganizationWithRole } from './list-organizations.ts';
import { readStoredSelection } from './load-current-season.ts';

/** What `GET /api/leagues` needs: the user, their organisations, the current one and its leagues. */
export interface LeagueInfoData {
  user: UserRow;
  organizations: OrganizationWithRole[];
  current: OrganizationWithRole;
  leagues: LeagueWithSeasons[];
  /** The current league and season per spec part 1 §4; null when no league has a season. */
  currentSeason: CurrentSeason | null;
}

/**
 * The shell's league information. The current organisation is the user's saved one when they still belong to
 * it, else the first they belong to (a user always belongs to at least their own). Four queries in all,
 * the last three at once.
 */
export async function loadLeagueInfo(params: { db: Database; user: UserRow }): Promise<LeagueInfoData> {
  const organizations = await listOrganizations(params.db, params.user.id);
  const current =
    organizations.find((o) => o.organization.id === params.user.currentOrganizationId) ?? organizations[0];
  if (!current) throw new Error(`user ${params.user.id} belongs to no organisation`);
  const organizationId = current.organization.id;
  // The stored choice does not depend on the leagues, so both reads share one round trip.
  const [leagues, stored] = await Promise.all([
    listLeagues(params.db, { organizationId }),
    readStoredSelection(params.db, { userId: params.user.id, organizationId }),
  ]);
  const currentSeason = resolveCurrentSeason(
    leagues.map((l) => ({ id: l.league.id, seasons: l.seasons })),
    stored,
  );
  return {
    user: { ...params.user, currentOrganizationId: organizationId },
    organizations,
    current,
    leagues,
    currentSeason,
  };
}

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

/** The organisation's leagues and the user's stored choice there, read at once. */
async function readLeagues(db: Database, userId: string, organizationId: string) {
  const [leagues, stored] = await Promise.all([
    listLeagues(db, { organizationId }),
    readStoredSelection(db, { userId, organizationId }),
  ]);
  return { leagues, stored };
}

/**
 * The shell's league information. The current organisation is the user's saved one when they still belong to
 * it, else the first they belong to (a user always belongs to at least their own). The saved organisation's
 * leagues are read alongside the memberships, so the usual request costs one round trip after the session;
 * they are used only once the membership is confirmed, and read again for the fallback organisation otherwise.
 */
export async function loadLeagueInfo(params: { db: Database; user: UserRow }): Promise<LeagueInfoData> {
  const saved = params.user.currentOrganizationId;
  const [organizations, savedLeagues] = await Promise.all([
    listOrganizations(params.db, params.user.id),
    saved ? readLeagues(params.db, params.user.id, saved) : null,
  ]);
  const current = organizations.find((o) => o.organization.id === saved) ?? organizations[0];
  if (!current) throw new Error(`user ${params.user.id} belongs to no organisation`);
  const organizationId = current.organization.id;
  const { leagues, stored } =
    savedLeagues && organizationId === saved
      ? savedLeagues
      : await readLeagues(params.db, params.user.id, organizationId);
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

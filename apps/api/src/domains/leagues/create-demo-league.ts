import type { LeagueSeasonIds } from '@app/contracts';
import type { Database, UserRow } from '@app/db';
import { demoLeagueDocument } from './demo-league-document.ts';
import { importLeague } from './import-league.ts';

/**
 * The sample league (see demoLeagueDocument) as a new league of the organisation, in one transaction; it
 * becomes the user's current league and season. Each call adds another copy, numbered "(2)", "(3)", … after
 * the first (docs/leagues.md).
 */
export function createDemoLeague(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
}): Promise<LeagueSeasonIds> {
  return importLeague({ ...params, document: demoLeagueDocument() });
}

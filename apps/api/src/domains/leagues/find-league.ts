import type { Database, Transaction } from '@app/db';
import { notFound } from '../../http/http-error.ts';
import { type LeagueWithSeasons, listLeagues } from './list-leagues.ts';

/** One league of the organisation with its seasons; 404 when missing or another organisation's. */
export async function findLeague(
  db: Database | Transaction,
  params: { organizationId: string; leagueId: string },
): Promise<LeagueWithSeasons> {
  const [found] = await listLeagues(db, params);
  if (!found) throw notFound();
  return found;
}

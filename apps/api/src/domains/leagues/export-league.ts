import { type LeagueDocument, toLeagueDocument } from '@app/contracts';
import type { Database } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import { loadLeagueSnapshot } from '../seasons/load-season-snapshot.ts';

/**
 * A league of the organisation (404 otherwise) as its export document, with the download's file name. A
 * league without seasons has nothing a document can hold (it needs one) and is a 422.
 */
export async function exportLeague(
  db: Database,
  params: { organizationId: string; leagueId: string },
): Promise<{ fileName: string; document: LeagueDocument }> {
  const snapshot = await loadLeagueSnapshot(db, params);
  if (snapshot.seasons.length === 0) throw unprocessable('base', 'The league has no seasons to export');
  return { fileName: `${snapshot.league.name}.json`, document: toLeagueDocument(snapshot) };
}

import { type LeagueDocument, type Locale, toLeagueDocument } from '@app/contracts';
import type { Database } from '@app/db';
import { unprocessable } from '../../http/http-error.ts';
import { maskGameRow, organizationMasksGames } from '../games/hidden-games.ts';
import { loadSeasonSnapshots } from '../seasons/load-season-snapshot.ts';
import { findLeague } from './find-league.ts';
import { toSeasonRecords } from './season-records.ts';

/**
 * A league of the organisation (404 otherwise) as its export document, with the download's file name: the
 * whole snapshot of every season, people, distances, timeslots, schedules and games included (the reader the
 * engine instance and season copy use too), so the file is a backup of the league (docs/leagues.md). A
 * league without seasons has nothing a document can hold (it needs one) and is a 422. A free organisation's
 * hidden games are written masked (docs/free-tier.md#exports): upgrading reveals them, nothing is lost.
 */
export async function exportLeague(
  db: Database,
  params: { organizationId: string; leagueId: string },
): Promise<{ fileName: string; document: LeagueDocument }> {
  const { league, seasons } = await findLeague(db, params);
  if (seasons.length === 0) throw unprocessable('base', 'The league has no seasons to export');
  const [loaded, masked] = await Promise.all([
    loadSeasonSnapshots(
      db,
      seasons.map((s) => s.id),
      { people: true, distances: true, timeslots: true, schedules: true, standings: true },
    ),
    organizationMasksGames(db, params.organizationId),
  ]);
  const snapshots = masked
    ? loaded.map((snapshot) => ({
        ...snapshot,
        games: snapshot.games.map(maskGameRow),
        placedGames: snapshot.placedGames.map(maskGameRow),
      }))
    : loaded;
  const document = toLeagueDocument({
    league: { id: league.id, name: league.name, language: league.language as Locale },
    seasons: snapshots.map(toSeasonRecords),
  });
  return { fileName: `${league.name}.json`, document };
}

import { randomUUID } from 'node:crypto';
import {
  fromLeagueDocument,
  type LeagueDocument,
  type LeagueImported,
  uniqueLeagueName,
} from '@app/contracts';
import { type Database, leagues, type Transaction, type UserRow } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { readPlan, requireFits, requireRoomOnPlan, requireSeasonsFit } from '../free-tier/plan-limits.ts';
import { insertSeasonSnapshots } from '../seasons/insert-season-snapshot.ts';
import { refreshVenueDistances } from '../venues/refresh-venue-distances.ts';
import { saveCurrentSeason } from './save-current-season.ts';
import { fromSeasonRecords } from './season-records.ts';

// The two-int advisory key space, apart from the season lock's class (lib/lock-season.ts).
const LEAGUE_NAME_LOCK_CLASS = 0x1ea9_0e;

/**
 * The name a new league of the organisation gets: `wanted`, numbered "(2)", "(3)", … when taken
 * (uniqueLeagueName, docs/leagues.md). One caller at a time per organisation picks a name (a transaction-scoped
 * lock), so two imports of one file get "(2)" and "(3)". League import and the SportsEngine import use it.
 */
export async function pickLeagueName(
  tx: Transaction,
  organizationId: string,
  wanted: string,
): Promise<string> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LEAGUE_NAME_LOCK_CLASS}::int, hashtext(${organizationId}::text))`,
  );
  const taken = await tx
    .select({ name: leagues.name })
    .from(leagues)
    .where(eq(leagues.organizationId, organizationId));
  return uniqueLeagueName(
    wanted,
    taken.map((l) => l.name),
  );
}

/**
 * A new league in the organisation from a league document (already checked by LeagueDocumentSchema, which
 * resolves every reference), in one transaction, so a document the database refuses saves nothing: every
 * record gets a new id, seasons keep the document's time zone (a version 1 document's take the importing
 * user's, UTC without one), the season snapshots with their timeslots, schedules and games are inserted with
 * batched inserts, distances stored (computed from coordinates for version 1), and the league with its first
 * season becomes the user's current one. The league is named `name` or the document's league name, numbered
 * "(2)", "(3)", … when the organisation has a league of that name (uniqueLeagueName, docs/leagues.md).
 * Exporting it again gives the same document, but for that name.
 */
export async function importLeague(params: {
  db: Database;
  user: UserRow;
  organizationId: string;
  document: LeagueDocument;
  name?: string | undefined;
}): Promise<LeagueImported> {
  const snapshot = fromLeagueDocument(params.document, randomUUID);
  const [first] = snapshot.seasons;
  if (!first) throw new Error('a league document has at least one season');
  const { organizationId } = params;
  const leagueId = snapshot.league.id;
  return params.db.transaction(async (tx) => {
    const name = await pickLeagueName(tx, organizationId, params.name ?? snapshot.league.name);
    // A document without a language (written before leagues had one) takes the importing user's.
    const language = snapshot.league.language ?? params.user.locale;
    // Stamped one millisecond apart in the document's order, so "the first season" is the document's first
    // even though one transaction stamps every row alike.
    const startedAt = Date.now();
    const seasons = snapshot.seasons.map((season, i) =>
      fromSeasonRecords(season, {
        organizationId,
        leagueId,
        timezone: params.user.timezone ?? 'UTC',
        createdAt: new Date(startedAt + i),
      }),
    );
    // A document past the plan's limits is refused whole (docs/free-tier-limits.md#imports-and-copies).
    const plan = await readPlan(tx, organizationId);
    await requireRoomOnPlan(tx, plan, { organizationId, resource: 'leagues', scopeId: organizationId });
    requireFits(plan, 'seasons', seasons.length);
    requireSeasonsFit(plan, seasons);
    await tx.insert(leagues).values({ id: leagueId, organizationId, name, language });
    await insertSeasonSnapshots(tx, seasons);
    for (const season of snapshot.seasons) {
      if (season.distances !== undefined) continue;
      await refreshVenueDistances(tx, { seasonId: season.id, venueIds: season.venues.map((v) => v.id) });
    }
    await saveCurrentSeason(tx, { userId: params.user.id, organizationId, leagueId, seasonId: first.id });
    return { league: { id: leagueId, name }, season: { id: first.id } };
  });
}

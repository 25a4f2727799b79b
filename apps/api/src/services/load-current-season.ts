import { type CurrentSeason, type LeagueSeasonsLike, resolveCurrentSeason } from '@app/contracts';
import { currentSelections, type Database, type Transaction } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from './prepared-statement.ts';
import { isTransaction } from './read-all.ts';

// Read on every GET /api/leagues, hence a named prepared statement.
const storedSelection = preparedStatement((db: Database) =>
  db
    .select()
    .from(currentSelections)
    .where(
      and(
        eq(currentSelections.userId, sql.placeholder('userId')),
        eq(currentSelections.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .limit(1)
    .prepare('find_current_selection'),
);

/** The league and season the user last chose in the organisation, or null; ids may name deleted records. */
export async function readStoredSelection(
  db: Database | Transaction,
  params: { userId: string; organizationId: string },
): Promise<CurrentSeason | null> {
  const [row] = isTransaction(db)
    ? await db
        .select()
        .from(currentSelections)
        .where(
          and(
            eq(currentSelections.userId, params.userId),
            eq(currentSelections.organizationId, params.organizationId),
          ),
        )
        .limit(1)
    : await storedSelection(db).execute(params);
  return row?.leagueId && row.seasonId ? { league_id: row.leagueId, season_id: row.seasonId } : null;
}

/**
 * The user's current league and season among `leagues` (spec part 1 §4): the stored pair while both still
 * exist, else the first league that has a season and its first season; null when no league has one. A
 * deleted league or season clears its column (ON DELETE SET NULL), so a half-cleared row counts as no choice.
 */
export async function loadCurrentSeason(
  db: Database | Transaction,
  params: { userId: string; organizationId: string; leagues: readonly LeagueSeasonsLike[] },
): Promise<CurrentSeason | null> {
  return resolveCurrentSeason(params.leagues, await readStoredSelection(db, params));
}

import { type Database, type ScoringSystemRow, scoringSystems, type Transaction } from '@app/db';
import { eq } from 'drizzle-orm';
import { defaultScoringColumns } from './scoring-system-mapper.ts';

/**
 * The season's scoring system row, written from the default values on first read so it always has an id to
 * PATCH (docs/standings.md#scoring-system). Two first reads at once both answer the one row: the insert
 * yields to the season's unique key. The caller has checked the season is the organisation's.
 */
export async function loadScoringSystem(
  db: Database | Transaction,
  season: { id: string; organizationId: string },
): Promise<ScoringSystemRow> {
  const [stored] = await db.select().from(scoringSystems).where(eq(scoringSystems.seasonId, season.id));
  if (stored) return stored;
  const [created] = await db
    .insert(scoringSystems)
    .values({ organizationId: season.organizationId, seasonId: season.id, ...defaultScoringColumns() })
    .onConflictDoNothing({ target: scoringSystems.seasonId })
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(scoringSystems).where(eq(scoringSystems.seasonId, season.id));
  if (!raced) throw new Error(`scoring system of season ${season.id} vanished`);
  return raced;
}

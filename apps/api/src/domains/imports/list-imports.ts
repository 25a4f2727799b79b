import { type Database, type ImportRow, imports } from '@app/db';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import { findSeason } from '../seasons/find-season.ts';

/** How many of a season's imports the list shows. */
const RECENT_IMPORTS = 20;

/** A season's most recent import jobs, newest first, without their file text; 404 for another organisation's. */
export async function listImports(
  db: Database,
  params: { organizationId: string; seasonId: string },
): Promise<ImportRow[]> {
  const season = await findSeason(db, params);
  const { csv: _csv, ...columns } = getTableColumns(imports);
  const rows = await db
    .select(columns)
    .from(imports)
    .where(eq(imports.seasonId, season.id))
    .orderBy(desc(imports.createdAt))
    .limit(RECENT_IMPORTS);
  return rows.map((row) => ({ ...row, csv: null }));
}

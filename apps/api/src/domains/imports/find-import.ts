import { type Database, type ImportRow, imports } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** An import job of the organisation; 404 when missing or another organisation's. */
export async function findImport(
  db: Database,
  params: { organizationId: string; importId: string },
): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, params.importId), eq(imports.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

import { type Database, type ExportRow, exportJobs } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../http/http-error.ts';

/** An export of the organisation, without its file (404 when missing or another organisation's). */
export async function findExport(
  db: Database,
  params: { organizationId: string; exportId: string },
): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, params.exportId), eq(exportJobs.organizationId, params.organizationId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

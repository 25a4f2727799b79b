import { type Database, exportJobs } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../http/http-error.ts';

/** A built export's file, as its download sends it. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * The file of an export of the organisation (docs/exports.md): 404 when missing or another organisation's,
 * 409 on `status` until it is built (or after it failed or was cancelled, which leave no file).
 */
export async function loadExportFile(
  db: Database,
  params: { organizationId: string; exportId: string },
): Promise<ExportFile> {
  const [row] = await db
    .select({
      status: exportJobs.status,
      fileName: exportJobs.fileName,
      contentType: exportJobs.contentType,
      body: exportJobs.body,
    })
    .from(exportJobs)
    .where(and(eq(exportJobs.id, params.exportId), eq(exportJobs.organizationId, params.organizationId)));
  if (!row) throw notFound();
  if (row.status !== 'succeeded' || row.body === null) {
    throw conflict('status', `is ${row.status}: the file is not ready`);
  }
  return {
    fileName: row.fileName ?? 'export',
    contentType: row.contentType ?? 'application/octet-stream',
    body: row.body,
  };
}

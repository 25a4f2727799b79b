import type { ExportJob } from '@app/contracts';
import type { ExportRow } from '@app/db';

/** An export row as the API shows it (the file itself downloads from `GET /api/exports/{id}/file`). */
export function presentExport(row: ExportRow): ExportJob {
  return {
    id: row.id,
    kind: row.kind as ExportJob['kind'],
    league_id: row.leagueId,
    season_id: row.seasonId,
    schedule_id: row.scheduleId,
    status: row.status as ExportJob['status'],
    progress: row.progress,
    file_name: row.fileName,
    byte_size: row.byteSize,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import { EXPORT_FORMATS, type ExportFormat } from '@app/contracts';
import type { Database, ExportRow } from '@app/db';
import type { RunContext } from '../../../jobs/tracked-job-runner.ts';
import { exportLeague } from '../../leagues/export-league.ts';
import { exportGameSet } from '../../schedules/export-game-set.ts';
import { loadGameSet } from '../../schedules/load-game-set.ts';

/** The file an export ends with. */
export interface BuiltFile {
  fileName: string;
  contentType: string;
  body: string;
}

const isFormat = (value: string | undefined): value is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(value ?? '');

/**
 * Builds an export's file (docs/exports.md) in steps, reporting progress between them: reading the league or
 * the game set is most of the work, then the file is written. Each step gives the event loop a turn, so
 * requests keep being answered while a large export runs in the same process.
 */
export async function buildExport(db: Database, row: ExportRow, context: RunContext): Promise<BuiltFile> {
  const scope = { organizationId: row.organizationId };
  if (row.kind === 'league') {
    const { fileName, document } = await exportLeague(db, { ...scope, leagueId: row.leagueId });
    await context.progress({ progress: 70 });
    await nextTurn();
    return { fileName, contentType: 'application/json; charset=utf-8', body: JSON.stringify(document) };
  }
  const set = await loadGameSet(
    db,
    row.scheduleId ? { ...scope, scheduleId: row.scheduleId } : { ...scope, seasonId: row.seasonId ?? '' },
  );
  await context.progress({ progress: 70 });
  await nextTurn();
  const format = isFormat(row.options.format) ? row.options.format : 'main';
  const file = exportGameSet(set, { format, teamId: row.options.team_id });
  return { fileName: file.fileName, contentType: 'text/csv; charset=utf-8', body: file.body };
}

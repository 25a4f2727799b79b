import { type ExportFormat, isPlatformFormat } from '@app/contracts';
import { notFound } from '../../http/http-error.ts';
import { zonedWallClock } from '../../lib/time-zone.ts';
import { restCsv } from './analyse-game-set.ts';
import { gamesCsv } from './export-games-csv.ts';
import type { GameSet } from './load-game-set.ts';
import { platformCsv } from './platform-csv.ts';

// Excel reads a CSV without a byte-order mark as the local code page, which garbles Japanese names.
const UTF8_BOM = '\uFEFF';

/** A built CSV download. */
export interface CsvFile {
  fileName: string;
  body: string;
}

/**
 * A game set as one of its CSV exports (docs/schedules.md, exports): main (or one team's, `teamId`), rest
 * weeks, or a platform's import format, named `{schedule or "master game list"}[-{format}]-{YYYY-MM-DD}.csv`
 * with today's date on the season's wall clock. A team outside the set is a 404. The synchronous export and
 * the export job (docs/exports.md) both build it here.
 */
export function exportGameSet(
  set: GameSet,
  query: { format: ExportFormat; teamId?: string },
  now = new Date(),
): CsvFile {
  const { format, teamId } = query;
  if (teamId && !set.rows.teams.some((t) => t.id === teamId)) throw notFound();
  const csv = isPlatformFormat(format)
    ? platformCsv(set, format)
    : format === 'rest'
      ? restCsv(set)
      : gamesCsv(set, { teamId });
  const name = `${set.schedule?.name ?? 'master game list'}${format === 'main' ? '' : `-${format}`}`;
  return { fileName: `${name}-${zonedWallClock(now, set.season.timezone).date}.csv`, body: UTF8_BOM + csv };
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CsvKind, type CsvRowsResult, readCsvRecords } from '@app/contracts';
import { type Database, type ImportRow, imports } from '@app/db';
import type { HttpError } from '../../../http/http-error.ts';
import type { JobRunnerOptions } from '../../../jobs/job-runner.ts';
import { type RunContext, TrackedJobRunner } from '../../../jobs/tracked-job-runner.ts';
import { lockSeasons } from '../../../lib/lock-season.ts';
import { csvRowIssues } from '../../../lib/row-issues.ts';
import { checkRowLimit, csvDataChunks } from '../check-row-limit.ts';
import { CSV_ROW_CREATORS } from '../create-csv-rows.ts';

/** The pg-boss queue of import jobs; a job's key is its import id. */
export const IMPORT_QUEUE = 'csv-import';

/** Rows checked between two progress writes (and two turns of the event loop). */
const CHUNK_ROWS = 1_000;

/**
 * Runs CSV imports as jobs tracked by their `imports` row (docs/imports.md, "Import jobs"; the claim, lease,
 * cancel and reconciler are TrackedJobRunner's). A run reads the file in chunks of CHUNK_ROWS rows, yielding to
 * the event loop and writing `processed_rows` after each (which renews the lease and reads back a cancel made
 * through any process), then saves every row in one transaction under the season lock whose last statement
 * ends the row as succeeded, still fenced: a cancel or a takeover that came first rolls the whole save back,
 * and a committed import is never claimed, so never saved twice. A cancel request reaching this process during
 * the save makes it roll back at its next batch and wait for the cancel's answer, since on PGlite the cancel's
 * own queries would otherwise wait for the save to commit (docs/imports.md#cancelling-a-save).
 */
export class ImportRunner extends TrackedJobRunner<ImportRow> {
  constructor(db: Database, options: JobRunnerOptions = {}) {
    super(
      db,
      {
        queue: IMPORT_QUEUE,
        table: imports,
        noun: 'import',
        resetValues: { processedRows: 0 },
        clearValues: { csv: null },
        run: (row, context) => runImport(db, row, context),
        // The file's rows, names or limits are wrong: the row errors stay beside the reason.
        failure: (error) => ({ message: failureMessage(error), values: { errors: error.errors } }),
      },
      options,
    );
  }
}

async function runImport(db: Database, row: ImportRow, context: RunContext): Promise<void> {
  const kind = row.kind as CsvKind;
  const read: CsvRowsResult<CsvKind> = { rows: [], errors: [] };
  let processed = 0;
  for await (const records of csvDataChunks(row.csv ?? '', CHUNK_ROWS)) {
    context.stopIfShuttingDown();
    readCsvRecords(kind, records, read);
    processed += records.length;
    await context.progress({ processedRows: processed });
  }
  checkRowLimit(kind, processed, 'file');
  const create = CSV_ROW_CREATORS[kind] as (typeof CSV_ROW_CREATORS)['divisions'];
  // Between batches the save yields to the event loop, where a cancel request for this import is noted, and
  // gives way to it: rolled back, then ended or saved again by the cancel's answer (docs/imports.md#cancelling-a-save).
  const pause = async () => {
    await nextTurn();
    context.stopIfShuttingDown();
    context.stopIfCancelRequested();
  };
  await context.saveUnlessCancelled(() =>
    db.transaction(async (tx) => {
      await lockSeasons(tx, [row.seasonId]);
      const count = await create({
        db: tx,
        organizationId: row.organizationId,
        seasonId: row.seasonId,
        rows: read.rows as never[],
        // Bad cells and names that do not resolve are listed together, as the synchronous import does.
        issues: csvRowIssues(read.errors),
        pause,
      });
      // One last turn before the commit, so a cancel sent during the last batch is not missed.
      await pause();
      await context.succeed({ createdCount: count, processedRows: processed, csv: null }, tx);
    }),
  );
}

/** The one-line reason of a failed import: how many rows are wrong, or the file's own problem. */
function failureMessage(error: HttpError): string {
  const keys = Object.keys(error.errors);
  const rows = new Set(keys.filter((key) => key.startsWith('row ')).map((key) => key.split('.')[0]));
  if (rows.size === 1) return '1 row has problems; nothing was saved.';
  if (rows.size > 1) return `${rows.size.toLocaleString('en-US')} rows have problems; nothing was saved.`;
  return `${error.message}; nothing was saved.`;
}

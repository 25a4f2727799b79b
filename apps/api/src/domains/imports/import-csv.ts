import { type CsvKind, type CsvRowTypes, readCsvRows } from '@app/contracts';
import type { Database } from '@app/db';
import { HttpError } from '../../http/http-error.ts';
import { csvRowIssues, type RowIssue } from '../../lib/row-issues.ts';
import { createDivisionRows } from './create-division-rows.ts';
import { createPersonRows } from './create-person-rows.ts';
import { createTeamRows } from './create-team-rows.ts';
import { createTimeslotRows } from './create-timeslot-rows.ts';
import { createVenueRows } from './create-venue-rows.ts';

interface RowsParams<K extends CsvKind> {
  db: Database;
  organizationId: string;
  seasonId: string;
  rows: CsvRowTypes[K][];
  issues: RowIssue[];
}

const CREATORS: { [K in CsvKind]: (params: RowsParams<K>) => Promise<number> } = {
  divisions: createDivisionRows,
  teams: createTeamRows,
  venues: createVenueRows,
  people: createPersonRows,
  timeslots: createTimeslotRows,
};

/**
 * Imports one CSV file of a kind into a season of the organisation (404 otherwise): every row or nothing.
 * Rows the reader rejects and rows whose names do not resolve in the season are all listed together in one
 * 422, keyed `row {file line}.{column}`, so the user fixes the file in one pass. A file with no data rows is a
 * 422 on `file`. Returns how many records were created.
 */
export async function importCsv<K extends CsvKind>(params: {
  db: Database;
  organizationId: string;
  seasonId: string;
  kind: K;
  csv: string;
}): Promise<number> {
  const { rows, errors } = readCsvRows(params.kind, params.csv);
  if (rows.length === 0 && errors.length === 0) {
    throw new HttpError(422, { file: ['has no rows to import (the first row is the header)'] });
  }
  const create = CREATORS[params.kind];
  return create({
    db: params.db,
    organizationId: params.organizationId,
    seasonId: params.seasonId,
    rows,
    issues: csvRowIssues(errors),
  });
}

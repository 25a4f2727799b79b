import type { CsvKind, CsvRowTypes } from '@app/contracts';
import type { Database, Transaction } from '@app/db';
import type { RowIssue } from '../../lib/row-issues.ts';
import { createDivisionRows } from './create-division-rows.ts';
import { createPersonRows } from './create-person-rows.ts';
import { createTeamRows } from './create-team-rows.ts';
import { createTimeslotRows } from './create-timeslot-rows.ts';
import { createVenueRows } from './create-venue-rows.ts';

export interface CsvRowsParams<K extends CsvKind> {
  db: Database | Transaction;
  organizationId: string;
  seasonId: string;
  rows: CsvRowTypes[K][];
  issues: RowIssue[];
  /** Awaited between chunks of rows by the creators with the most rows (people, timeslots). */
  pause?: () => Promise<void>;
}

/** The bulk create of each CSV kind: all rows or nothing, 422 naming every bad row. */
export const CSV_ROW_CREATORS: { [K in CsvKind]: (params: CsvRowsParams<K>) => Promise<number> } = {
  divisions: createDivisionRows,
  teams: createTeamRows,
  venues: createVenueRows,
  people: createPersonRows,
  timeslots: createTimeslotRows,
};

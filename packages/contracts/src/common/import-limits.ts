/**
 * The most rows one import of each kind takes, whether a CSV file (a job or the synchronous route) or JSON
 * bulk rows; the reasons for each number are in docs/imports.md ("Limits"). A larger import answers 422
 * naming `file` or `rows` with both numbers, and saves nothing.
 */
export const IMPORT_ROW_LIMITS = {
  divisions: 1_000,
  teams: 10_000,
  venues: 1_000,
  people: 20_000,
  timeslots: 100_000,
} as const;
export type ImportRowLimitKind = keyof typeof IMPORT_ROW_LIMITS;

/** The most timeslots a season may hold, however they are made (docs/imports.md, "Limits"). */
export const SEASON_TIMESLOT_LIMIT = 100_000;

const count = (n: number) => n.toLocaleString('en-US');

/** The message of an import over its kind's limit: "has 120,000 rows; a timeslots file takes at most 100,000". */
export function rowLimitMessage(kind: ImportRowLimitKind, rows: number, what: 'file' | 'import'): string {
  return `has ${count(rows)} rows; a ${kind} ${what} takes at most ${count(IMPORT_ROW_LIMITS[kind])}`;
}

/**
 * The message of new timeslots that would take their season past SEASON_TIMESLOT_LIMIT; `source` says where
 * the new ones come from ("in the file", "new").
 */
export function seasonTimeslotLimitMessage(stored: number, adding: number, source = 'in the file'): string {
  return (
    `would bring the season to ${count(stored + adding)} timeslots (${count(stored)} stored, ` +
    `${count(adding)} ${source}); a season holds at most ${count(SEASON_TIMESLOT_LIMIT)}`
  );
}

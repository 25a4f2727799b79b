/** The kinds of CSV file the import screen takes, each with its sample at /csvs/{kind}.csv. */
export const CSV_KINDS = ['divisions', 'teams', 'venues', 'people', 'timeslots'] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

/**
 * Each kind's columns in file order; the header row is skipped, not read, so the order is what counts.
 * These are also the field names of the parsed rows and of the errors. List cells (venue surfaces,
 * timeslot divisions) separate names with semicolons.
 */
export const CSV_COLUMNS = {
  divisions: ['name', 'shortcode', 'longcode', 'color'],
  teams: ['name', 'division', 'shortcode', 'longcode'],
  venues: [
    'name',
    'line_1',
    'city',
    'state',
    'zip',
    'country',
    'latitude',
    'longitude',
    'surfaces',
    'priority',
  ],
  people: [
    'first',
    'last',
    'email',
    'phone',
    'is_coach',
    'is_player',
    'is_staff',
    'is_umpire',
    'team',
    'role',
  ],
  timeslots: ['venue', 'surface', 'date', 'start', 'finish', 'divisions', 'type'],
} as const satisfies Record<CsvKind, readonly string[]>;

export * from './cells.ts';
export * from './columns.ts';
export * from './import-jobs.ts';
export * from './parse-csv.ts';
export * from './read-csv-rows.ts';
export * from './timeslot-row.ts';

import { z } from 'zod';

/**
 * The file line a bulk row came from (1-based), when it came from a CSV file: the server names it in the
 * errors it finds only after parsing (an unknown division or team name), so the user can fix the file.
 */
export function csvLineField() {
  return z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('1-based line of the CSV file this row came from, for error messages');
}

/**
 * Body of `POST /api/seasons/{id}/{plural}/bulk`: parsed CSV rows. The season comes from the path; a body
 * with any bad row is rejected whole, so nothing is saved. The kind's row limit (IMPORT_ROW_LIMITS) is
 * checked by the server, which answers 422 on `rows` with the count and the limit.
 */
export function bulkRowsSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row).min(1, 'add at least one row') });
}

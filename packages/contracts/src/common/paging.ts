import { z } from 'zod';

/** Rows a paged list answers when the caller names no `limit` (docs/api.md, "Paged lists"). */
export const PAGE_SIZE_DEFAULT = 100;
/** The most rows one page may hold. */
export const PAGE_SIZE_MAX = 500;

/**
 * Query of a paged season list (`GET /api/seasons/{id}/people`, `/teams`, `/venues`): `limit` rows from
 * `cursor` (the previous page's `next_cursor`; the first page without it), optionally only the rows whose
 * name contains `q`, ignoring case.
 */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(PAGE_SIZE_MAX, `must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT)
    .describe(`Rows in the page, 1 to ${PAGE_SIZE_MAX}, default ${PAGE_SIZE_DEFAULT}`),
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'must be the next_cursor of an earlier page')
    .optional()
    .describe('The next_cursor of the previous page; the first page without it'),
  q: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .optional()
    .describe('Only the rows whose name contains this text, ignoring case'),
});
export type PageQueryInput = z.input<typeof PageQuerySchema>;
export type PageQuery = z.output<typeof PageQuerySchema>;

/** What every page of a paged list carries beside its rows. */
export const PageInfoSchema = z.object({
  total: z.number().int().min(0).describe('Rows of the whole list (with `q`, of the matching rows)'),
  next_cursor: z.string().nullable().describe('Cursor of the next page; null on the last page'),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';

/**
 * A CSV import run as a job (docs/imports.md, "Import jobs"): queued, then running in a worker, then
 * succeeded / failed / cancelled. `csv` holds the file until the job ends (then null). `processed_rows` is
 * written between chunks, so the status call is one primary-key read. `started_at` is the running claim's
 * fencing token and `lease_until` is pushed forward while it runs; a row whose lease lapsed was left by a
 * worker that stopped, and its job is handed out again. `errors` is the row-keyed map of a failed import.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    csv: text('csv'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    errors: jsonb('errors').$type<Record<string, string[]>>().notNull().default({}),
    message: text('message'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_season').on(t.seasonId, t.createdAt), index('imports_status').on(t.status)],
);
export type ImportRow = typeof imports.$inferSelect;

import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * How many exports (export jobs and synchronous downloads) a free organisation made in a calendar month (UTC,
 * `month` as `2026-11`), counted for its limit of exports a month (docs/free-tier-limits.md). Export job rows
 * are dropped a day after they finish, so the count cannot be read from them. One row per organisation and
 * month, raised by an upsert that refuses to pass the limit, so parallel exports never count past it.
 */
export const monthlyExports = pgTable(
  'monthly_exports',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
);

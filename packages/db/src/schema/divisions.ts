import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';

/**
 * Divisions of a season. An across-division names its two source divisions (fixed once created); deleting
 * either source deletes the across-division too, since its games only exist between the two.
 */
export const divisions = pgTable(
  'divisions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortcode: text('shortcode'),
    longcode: text('longcode'),
    seId: text('se_id'),
    seMappingCode: text('se_mapping_code'),
    color: text('color').notNull(),
    isAcross: boolean('is_across').notNull().default(false),
    acrossFirstId: uuid('across_first_id').references((): AnyPgColumn => divisions.id, {
      onDelete: 'cascade',
    }),
    acrossSecondId: uuid('across_second_id').references((): AnyPgColumn => divisions.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('divisions_season').on(t.seasonId), index('divisions_organization').on(t.organizationId)],
);
export type DivisionRow = typeof divisions.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';

/**
 * A season's standings rules (docs/wizard.md#sport-presets): points per result and the ordered tiebreakers
 * (names of packages/contracts/src/standings/scoring-system.ts). At most one row per season; the wizard writes
 * it from the sport's preset. A season without a row uses the default values of that contract.
 */
export const scoringSystems = pgTable(
  'scoring_systems',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .unique('scoring_systems_season')
      .references(() => seasons.id, { onDelete: 'cascade' }),
    winPoints: integer('win_points').notNull(),
    lossPoints: integer('loss_points').notNull(),
    tiePoints: integer('tie_points').notNull(),
    overtimeWinPoints: integer('overtime_win_points').notNull(),
    overtimeLossPoints: integer('overtime_loss_points').notNull(),
    tiebreakers: text('tiebreakers').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scoring_systems_organization').on(t.organizationId)],
);
export type ScoringSystemRow = typeof scoringSystems.$inferSelect;

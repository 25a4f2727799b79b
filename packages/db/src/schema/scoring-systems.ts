import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';

/**
 * A season's standings rules (docs/wizard.md#sport-presets, docs/standings.md#scoring-system): points per result,
 * the ordered tiebreakers (names of packages/contracts/src/standings/scoring-system.ts) and the forfeit rules. At most one row per season; the wizard writes
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
    // The score columns of a forfeit entered without a score, and whether forfeits count in head-to-head
    // (docs/standings.md#forfeits). The defaults are the contract's, so rows written before them read 1–0, yes.
    forfeitWinnerScore: integer('forfeit_winner_score').notNull().default(1),
    forfeitLoserScore: integer('forfeit_loser_score').notNull().default(0),
    forfeitCountsInHeadToHead: boolean('forfeit_counts_in_head_to_head').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scoring_systems_organization').on(t.organizationId)],
);
export type ScoringSystemRow = typeof scoringSystems.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';

export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    first: text('first').notNull(),
    last: text('last').notNull().default(''),
    /** The person's id on SportsEngine when imported from it (docs/sportsengine.md); null otherwise. */
    seId: text('se_id'),
    isCoach: boolean('is_coach').notNull().default(false),
    isPlayer: boolean('is_player').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isUmpire: boolean('is_umpire').notNull().default(false),
    phonePrimary: text('phone_primary'),
    phoneSecondary: text('phone_secondary'),
    emailPrimary: text('email_primary'),
    emailSecondary: text('email_secondary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('people_season').on(t.seasonId), index('people_organization').on(t.organizationId)],
);
export type PersonRow = typeof people.$inferSelect;

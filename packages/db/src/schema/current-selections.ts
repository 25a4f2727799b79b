import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { leagues, seasons } from './leagues.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/**
 * The current league and season of a user within one organisation (docs/leagues.md, current season).
 * Deleting the league or season clears the row; the API then falls back to the first league and its first
 * season.
 */
export const currentSelections = pgTable(
  'current_selections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);
export type CurrentSelectionRow = typeof currentSelections.$inferSelect;

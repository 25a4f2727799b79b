import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { leagues, seasons } from './leagues.ts';
import { organizations } from './organizations.ts';

/**
 * An organisation's public site settings (docs/public-site.md), one row per organisation, written on the
 * first read of its settings. `slug` is unique across organisations (it names `/public/{slug}`); once an
 * organiser has chosen it, `slug_claimed` holds it fixed.
 */
export const publicWebpages = pgTable('public_webpages', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  organizationId: uuid('organization_id')
    .notNull()
    .unique('public_webpages_organization')
    .references(() => organizations.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique('public_webpages_slug'),
  slugClaimed: boolean('slug_claimed').notNull().default(false),
  // The stored logo's key in the uploads store (docs/public-site.md); null: no logo.
  logoKey: text('logo_key'),
  // Sanitised on the server before it is stored, so every reader gets safe HTML.
  homeText: text('home_text').notNull().default(''),
  showStandingsPage: boolean('show_standings_page').notNull().default(true),
  showTeamsPage: boolean('show_teams_page').notNull().default(true),
  showSchedulesPage: boolean('show_schedules_page').notNull().default(true),
  showScoresPage: boolean('show_scores_page').notNull().default(true),
  // Off by default: rosters name minors.
  showRostersPage: boolean('show_rosters_page').notNull().default(false),
  rosterNames: text('roster_names').notNull().default('first_initial'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PublicWebpageRow = typeof publicWebpages.$inferSelect;

/**
 * A league's public page, one per league: `slug` is unique within the organisation
 * (`/leagues/{org slug}/{league slug}`); the page shows `season_id` and is readable by anyone only while
 * `published` (docs/public-site.md#publishing).
 */
export const publicLeaguePages = pgTable(
  'public_league_pages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leagueId: uuid('league_id')
      .notNull()
      .unique('public_league_pages_league')
      .references(() => leagues.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    display: boolean('display').notNull().default(true),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('public_league_pages_slug').on(t.organizationId, t.slug),
    index('public_league_pages_season').on(t.seasonId),
  ],
);
export type PublicLeaguePageRow = typeof publicLeaguePages.$inferSelect;

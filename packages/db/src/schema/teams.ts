import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { divisions } from './divisions.ts';
import { seasons } from './leagues.ts';
import { people } from './people.ts';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortcode: text('shortcode'),
    longcode: text('longcode'),
    seId: text('se_id'),
    seMappingCode: text('se_mapping_code'),
    // #RRGGBB chosen in the wizard (docs/wizard.md#finish); null: none chosen.
    color: text('color'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_season').on(t.seasonId),
    index('teams_division').on(t.divisionId),
    index('teams_organization').on(t.organizationId),
  ],
);
export type TeamRow = typeof teams.$inferSelect;

/** A person's role on a team: coach, staff or player. A person may hold several roles on several teams. */
export const teamPeople = pgTable(
  'team_people',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    unique('team_people_team_person_role').on(t.teamId, t.personId, t.role),
    index('team_people_person').on(t.personId),
  ],
);
export type TeamPersonRow = typeof teamPeople.$inferSelect;

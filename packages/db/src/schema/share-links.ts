import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { seasons } from './leagues.ts';
import { organizations } from './organizations.ts';
import { schedules } from './schedules.ts';
import { teams } from './teams.ts';

/**
 * A revocable public address of one shared thing (docs/share-links.md): a schedule, a team's schedule or a
 * season's standings. `token` is 32 random bytes (256 bits), the only key of `/embed/{token}` and its
 * calendar; it is kept as it is because managers copy the link again later, and its entropy makes guessing
 * hopeless. Rotating writes a new token (the old one is dead at once); revoking deletes the row. One link
 * per shared thing; deleting the thing ends its link.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // 'schedule' | 'team' | 'standings': which of the three target columns is set.
    kind: text('kind').notNull(),
    scheduleId: uuid('schedule_id').references(() => schedules.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    seasonId: uuid('season_id').references(() => seasons.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_token').on(t.token),
    uniqueIndex('share_links_schedule').on(t.scheduleId).where(sql`${t.kind} = 'schedule'`),
    uniqueIndex('share_links_team').on(t.teamId).where(sql`${t.kind} = 'team'`),
    uniqueIndex('share_links_season').on(t.seasonId).where(sql`${t.kind} = 'standings'`),
    index('share_links_organization').on(t.organizationId),
    check(
      'share_links_target',
      sql`(${t.kind} = 'schedule' and ${t.scheduleId} is not null and ${t.teamId} is null and ${t.seasonId} is null)
        or (${t.kind} = 'team' and ${t.teamId} is not null and ${t.scheduleId} is null and ${t.seasonId} is null)
        or (${t.kind} = 'standings' and ${t.seasonId} is not null and ${t.scheduleId} is null and ${t.teamId} is null)`,
    ),
  ],
);
export type ShareLinkRow = typeof shareLinks.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schedules } from './schedules.ts';
import { teams } from './teams.ts';

/**
 * iCalendar subscriptions: an unguessable token in a URL calendar apps poll without signing in. One feed
 * per schedule (team null) or per schedule and team; asking again answers the same token, so a subscriber's
 * URL never changes. Deleting the schedule or team ends the feed.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: uuid('organization_id').notNull(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token').on(t.token),
    uniqueIndex('calendar_feeds_schedule_team').on(
      t.scheduleId,
      sql`coalesce(${t.teamId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('calendar_feeds_organization').on(t.organizationId),
  ],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

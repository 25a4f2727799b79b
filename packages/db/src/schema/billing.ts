import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/**
 * Every Stripe webhook event received with a valid signature, kept for audit (docs/billing.md). The event id
 * is the key, so a second delivery of the same event is recognised and applied once. `outcome` records what
 * applying it did: `applied`, `stale` (older than the state already applied), `ignored` (a type we do not
 * act on) or `unmatched` (no organisation found).
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_events_organization').on(t.organizationId)],
);

/** A row of `stripe_events` as read. */
export type StripeEventRow = typeof stripeEvents.$inferSelect;

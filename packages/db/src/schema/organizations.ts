import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Organisations own every league; users reach them only through `memberships`.
 *
 * The plan belongs to the organisation (docs/billing.md): `plan` is `free` or a plan slug of the catalogue
 * (`packages/contracts/src/billing/plans.ts`). `plan_source` says who set it: `stripe` (a subscription's
 * webhook) or `admin` (set by hand on the admin page). The `stripe_*` columns tie the organisation to its
 * Stripe customer and subscription; `stripe_event_at` is the creation time of the last subscription event
 * applied, so an older event delivered late never overwrites a newer state.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    plan: text('plan').notNull().default('free'),
    planSource: text('plan_source'),
    planUpdatedAt: timestamp('plan_updated_at', { withTimezone: true }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeSubscriptionStatus: text('stripe_subscription_status'),
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_stripe_customer').on(t.stripeCustomerId)],
);

/** A row of `organizations` as read. */
export type OrganizationRow = typeof organizations.$inferSelect;

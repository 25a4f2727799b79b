import { randomUUID } from 'node:crypto';
import {
  type MembershipRow,
  memberships,
  type OrganizationRow,
  organizations,
  type UserRow,
  users,
} from '@app/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords.ts';
import { createUser } from '../src/domains/users/create-user.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import type { TestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/** A unique, valid, lower-case email, so tests sharing one database never collide. */
export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * The plan a test's new organisation is on unless the test asks for another: a paid one, so nothing is masked
 * or limited; the free tier's own tests pass `plan: 'free'` (docs/free-tier.md).
 */
export const TEST_PLAN = 'all_star_yearly';

/** What a built user may be given: its address, password, language and its organisation's plan. */
export interface BuildUserOptions {
  email?: string;
  password?: string;
  locale?: 'en' | 'ja';
  plan?: string;
}

/** A user made as sign-up makes them (own organisation, owner), then given a known password. */
export interface BuiltUser {
  user: UserRow;
  email: string;
  password: string;
  organizationId: string;
}

/**
 * Creates a user through the sign-up service, sets `password` (has_password true) and puts the new
 * organisation on `options.plan` ({@link TEST_PLAN} unless told).
 */
export async function buildUser(testApp: TestApp, options: BuildUserOptions = {}): Promise<BuiltUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const { user } = await createUser({
    db: testApp.db,
    input: { email, locale: options.locale ?? 'en', timezone: 'UTC' },
  });
  const [updated] = await testApp.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), hasPassword: true })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated?.currentOrganizationId) throw new Error('buildUser: user without organisation');
  const plan = options.plan ?? TEST_PLAN;
  if (plan !== 'free') {
    await testApp.db
      .update(organizations)
      .set({ plan })
      .where(eq(organizations.id, updated.currentOrganizationId));
  }
  return { user: updated, email, password, organizationId: updated.currentOrganizationId };
}

/** A new client signed in as `email` through POST /api/session; throws unless sign-in succeeds. */
export async function signIn(
  testApp: TestApp,
  credentials: { email: string; password: string },
): Promise<TestClient> {
  const client = testApp.client();
  const res = await client.post('/api/session', credentials);
  if (res.status !== 200) throw new Error(`signIn failed: ${res.status} ${res.text}`);
  return client;
}

/** {@link buildUser} then {@link signIn}. */
export async function buildSignedInUser(
  testApp: TestApp,
  options: BuildUserOptions = {},
): Promise<BuiltUser & { client: TestClient }> {
  const built = await buildUser(testApp, options);
  return { ...built, client: await signIn(testApp, built) };
}

/** An extra organisation owned by `owner` (not made current). */
export async function buildOrganization(
  testApp: TestApp,
  options: { owner: UserRow; name?: string; plan?: string },
): Promise<OrganizationRow> {
  const [organization] = await testApp.db
    .insert(organizations)
    .values({ name: options.name ?? `Org ${randomUUID().slice(0, 6)}`, plan: options.plan ?? TEST_PLAN })
    .returning();
  if (!organization) throw new Error('buildOrganization: insert returned nothing');
  await testApp.db
    .insert(memberships)
    .values({ userId: options.owner.id, organizationId: organization.id, role: 1 });
  return organization;
}

/** Adds `user` to an organisation with `role` (2 admin, 3 user). */
export async function addMember(
  testApp: TestApp,
  options: { organizationId: string; user: UserRow; role: 2 | 3 },
): Promise<MembershipRow> {
  const [membership] = await testApp.db
    .insert(memberships)
    .values({ userId: options.user.id, organizationId: options.organizationId, role: options.role })
    .returning();
  if (!membership) throw new Error('addMember: insert returned nothing');
  return membership;
}

/** The newest captured message to `to`; throws when there is none. */
export function lastMailTo(testApp: TestApp, to: string): MailMessage {
  const message = testApp.mailer.sent.filter((m) => m.to === to).at(-1);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** The first URL in a message's text that matches `pattern`, parsed. */
export function linkIn(message: MailMessage, pattern: RegExp): URL {
  const match = message.text.match(new RegExp(`https?://\\S*${pattern.source}\\S*`));
  if (!match) throw new Error(`no link matching ${pattern} in: ${message.text}`);
  return new URL(match[0]);
}

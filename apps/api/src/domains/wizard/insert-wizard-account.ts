import { ROLES, type WizardSubmit } from '@app/contracts';
import { memberships, organizations, type Transaction, type UserRow, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { conflict } from '../../http/http-error.ts';
import { CONFIRMATION_TTL_MS } from '../users/create-user.ts';
import { issueUserToken } from '../users/issue-user-token.ts';

/** 409 on `account.email`: the browser then shows its sign-in form and posts the draft again signed in. */
export const accountEmailTaken = () => conflict('account.email', 'has already been taken: sign in to finish');

/**
 * A signed-out visitor's account, inside the wizard's transaction (docs/wizard.md#finish): the user with the
 * password they chose (has_password true, so no "set a password" step follows), their organisation named as
 * they typed it, the owner membership, and an email-confirmation token as sign-up issues. The password hash
 * is computed by the caller before the transaction opens, so the slow hash holds no connection.
 */
export async function insertWizardAccount(
  tx: Transaction,
  params: {
    account: Omit<NonNullable<WizardSubmit['account']>, 'password'>;
    passwordHash: string;
    locale: WizardSubmit['locale'];
    timezone: WizardSubmit['timezone'];
  },
): Promise<{ user: UserRow; organizationId: string; confirmationToken: string }> {
  const { account } = params;
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  if (existing) throw accountEmailTaken();
  const [organization] = await tx
    .insert(organizations)
    .values({ name: account.organization_name })
    .returning({ id: organizations.id });
  if (!organization) throw new Error('organisation insert returned nothing');
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      first: account.first,
      last: account.last,
      passwordHash: params.passwordHash,
      hasPassword: true,
      locale: params.locale ?? 'en',
      timezone: params.timezone ?? null,
      currentOrganizationId: organization.id,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await tx
    .insert(memberships)
    .values({ userId: user.id, organizationId: organization.id, role: ROLES.owner });
  const confirmationToken = await issueUserToken(tx, {
    userId: user.id,
    purpose: 'email_confirm',
    ttlMs: CONFIRMATION_TTL_MS,
  });
  return { user, organizationId: organization.id, confirmationToken };
}

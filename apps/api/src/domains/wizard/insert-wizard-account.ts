import type { WizardSubmit } from '@app/contracts';
import type { Transaction, UserRow } from '@app/db';
import { conflict } from '../../http/http-error.ts';
import { insertAccount } from '../users/insert-account.ts';

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
  return insertAccount(
    tx,
    {
      email: account.email,
      first: account.first,
      last: account.last,
      passwordHash: params.passwordHash,
      hasPassword: true,
      locale: params.locale ?? 'en',
      timezone: params.timezone ?? null,
      timezoneOffset: null,
      referer: null,
      organizationName: account.organization_name,
    },
    accountEmailTaken,
  );
}

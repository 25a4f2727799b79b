import type { User } from '@app/contracts';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { AccountForm } from '../components/account-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';

// The form keeps its own draft; a change made elsewhere (the language menu, a save) restarts it from the user.
function accountFormKey(user: User): string {
  return [
    user.id,
    user.first,
    user.last,
    user.email,
    user.unconfirmed_email,
    user.timezone,
    user.locale,
    user.first_day,
  ].join('|');
}

/** /account: account settings and the password section. */
export function AccountPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  if (userQuery.isPending) return <PageLoader />;
  if (userQuery.isError || !userQuery.data) {
    return <ErrorState error={userQuery.error} onRetry={() => userQuery.refetch()} />;
  }
  const user = userQuery.data;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        {t('account.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('account.settings')}
          </Title>
          <AccountForm key={accountFormKey(user)} user={user} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {user.has_password ? t('account.password.changeTitle') : t('account.password.setTitle')}
          </Title>
          <PasswordForm user={user} />
        </Stack>
      </Paper>
    </Stack>
  );
}

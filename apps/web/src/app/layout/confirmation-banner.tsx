import type { User } from '@app/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useResendConfirmation } from '../../features/users/api/use-resend-confirmation.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

/** Shown while the email is unconfirmed or an email change awaits its link; offers to send the link again. */
export function ConfirmationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const pendingEmail = user.unconfirmed_email;
  if (user.is_confirmed && !pendingEmail) return null;

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () => notifySuccess(t('banner.resent', { email: pendingEmail ?? user.email })),
      onError: (error) => notifyError(error.message),
    });
  }

  return (
    <Alert color="yellow" icon={<IconMailExclamation size={18} />} mb="md" role="status">
      <Text size="sm" span>
        {pendingEmail
          ? t('banner.emailChange', { email: pendingEmail })
          : t('banner.unconfirmed', { email: user.email })}{' '}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={handleResend} disabled={resend.isPending}>
        {t('banner.resend')}
      </Anchor>
    </Alert>
  );
}

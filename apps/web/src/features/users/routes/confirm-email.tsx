import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useEmailConfirmation } from '../api/use-email-confirmation.ts';

/** /confirm?confirmation_token=: confirms the email, toasts "account verified" and goes to /. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const confirmation = useEmailConfirmation(token);

  useEffect(() => {
    if (confirmation.isSuccess) {
      notifySuccess(t('auth.confirm.done'), { id: 'email-confirmed' });
      navigate('/', { replace: true });
    }
  }, [confirmation.isSuccess, navigate, t]);

  return (
    <CenteredCard title={t('auth.confirm.title')}>
      {token === '' || confirmation.isError ? (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {token === '' ? t('auth.confirm.missingToken') : describeFailure(t, confirmation.error)}
          </Alert>
          <Anchor component={Link} to="/">
            {t('common.goHome')}
          </Anchor>
        </Stack>
      ) : (
        <PageLoader />
      )}
    </CenteredCard>
  );
}

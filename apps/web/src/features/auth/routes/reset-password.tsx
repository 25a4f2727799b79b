import { PASSWORD_MIN } from '@app/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useResetPassword } from '../api/use-reset-password.ts';

/** /password/reset?token=: a new password (at least 8 characters); success sends the user to /sign-in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  const isValid = password.length >= PASSWORD_MIN;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || reset.isPending) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifySuccess(t('auth.reset.done'));
          navigate('/sign-in', { replace: true });
        },
        onError: () => notifyError(t('auth.reset.failed')),
      },
    );
  }

  return (
    <CenteredCard title={t('auth.reset.title')}>
      {token === '' ? (
        <Alert color="red" role="alert">
          {t('auth.reset.missingToken')}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t('fields.newPassword')}
              description={t('validation.passwordMin')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoFocus
            />
            <Button type="submit" disabled={!isValid} loading={reset.isPending} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/password" size="sm">
        {t('auth.reset.requestAgain')}
      </Anchor>
    </CenteredCard>
  );
}

import { PASSWORD_MIN } from '@app/contracts';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useResetPassword } from '../api/use-reset-password.ts';

// After a reset the done message shows for 2 s, long enough to read, then sign-in.
const RESET_REDIRECT_MS = 2_000;

/**
 * /password/reset?token=: a new password (at least 8 characters). Success replaces the form with the done
 * message (the token is spent) and goes to /sign-in after RESET_REDIRECT_MS.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  const isValid = password.length >= PASSWORD_MIN;
  const isDone = reset.isSuccess;

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => navigate('/sign-in', { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || reset.isPending) return;
    reset.mutate(
      { token, password },
      { onError: (error) => notifyError(describeFailure(t, error), { title: t('auth.reset.failed') }) },
    );
  }

  return (
    <CenteredCard title={t('auth.reset.title')}>
      {isDone ? (
        <Alert color="green" role="status">
          {t('auth.reset.done')}
        </Alert>
      ) : token === '' ? (
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

import { EmailSchema } from '@app/contracts';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useForgotPassword } from '../api/use-forgot-password.ts';

/**
 * /password: requests a reset link. The server answers alike whether or not an account exists, so "check
 * your email" after a success reveals nothing; a failure (429, network) is a toast and the form stays.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [isSent, setIsSent] = useState(false);
  const forgot = useForgotPassword();
  const isValid = EmailSchema.safeParse(email).success;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isValid || forgot.isPending) return;
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setIsSent(true),
        onError: (error) => notifyError(describeFailure(t, error), { title: t('auth.forgot.failed') }),
      },
    );
  }

  return (
    <CenteredCard title={t('auth.forgot.title')}>
      {isSent ? (
        <Alert color="green" role="status" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('auth.forgot.intro')}
          </Text>
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                autoFocus
              />
              <Button type="submit" disabled={!isValid} loading={forgot.isPending} fullWidth>
                {t('auth.forgot.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={Link} to="/sign-in" size="sm">
        {t('auth.backToSignIn')}
      </Anchor>
    </CenteredCard>
  );
}

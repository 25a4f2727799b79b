import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { useSignIn } from '../api/use-sign-in.ts';
import { SportsengineSignInLink } from '../components/sportsengine-sign-in-link.tsx';
import { canSignIn } from '../model/rules.ts';

/** /sign-in: email (prefilled from ?email=) and password; honours ?return= after success. */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnParam = params.get('return');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const isEnabled = canSignIn(email, password) && !signIn.isPending;
  const keepReturn = returnParam ? `?return=${encodeURIComponent(returnParam)}` : '';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isEnabled) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => navigate(safeReturnPath(returnParam), { replace: true }),
        onError: (error) => {
          setPassword('');
          notifyError(isApiError(error, 429) ? t('auth.tooManyAttempts') : t('auth.signIn.failed'));
        },
      },
    );
  }

  return (
    <CenteredCard title={t('auth.signIn.title')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            autoFocus={email === ''}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoFocus={email !== ''}
          />
          <Button type="submit" disabled={!isEnabled} loading={signIn.isPending} fullWidth>
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
      <SportsengineSignInLink returnTo={safeReturnPath(returnParam)} />
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {t('auth.signIn.noAccount')}{' '}
          <Anchor component={Link} to={`/sign-up${keepReturn}`}>
            {t('auth.signUp.link')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/password" size="sm">
          {t('auth.signIn.forgot')}
        </Anchor>
      </Group>
    </CenteredCard>
  );
}

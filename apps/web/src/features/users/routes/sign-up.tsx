import type { Locale } from '@app/contracts';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { browserTimezone } from '../../../lib/browser-locale.ts';
import { describeFailure } from '../../../lib/field-message.ts';
import { notifyError } from '../../../lib/notify.ts';
import { afterSignUpPath } from '../../../lib/return-path.ts';
import { useSignUp } from '../api/use-sign-up.ts';
import { SportsengineSignInLink } from '../components/sportsengine-sign-in-link.tsx';
import { canSignUp, signUpReferer } from '../model/rules.ts';

/**
 * /sign-up: an email creates a temporary account, signed in at once, then ?return= or the setup wizard (a new
 * user's first step, docs/dashboard.md#first-run). An email that is already registered gets an error toast, an
 * alert, then /sign-in?email= with the email filled in.
 */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnParam = params.get('return');
  const [email, setEmail] = useState('');
  const signUp = useSignUp(() => navigate(afterSignUpPath(returnParam), { replace: true }));
  const isEnabled = canSignUp(email, signUp.isPending);
  const keepReturn = returnParam ? `return=${encodeURIComponent(returnParam)}` : '';

  function handleExistingAccount(address: string) {
    notifyError(t('auth.signUp.failed'));
    const signInPath = `/sign-in?email=${encodeURIComponent(address)}${keepReturn ? `&${keepReturn}` : ''}`;
    modals.open({
      title: t('auth.signUp.existsTitle'),
      onClose: () => navigate(signInPath),
      children: (
        <Stack gap="md">
          <Text>{t('auth.signUp.existsMessage')}</Text>
          <Button onClick={() => modals.closeAll()} data-autofocus>
            {t('auth.signUp.continueToSignIn')}
          </Button>
        </Stack>
      ),
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isEnabled) return;
    const address = email.trim().toLowerCase();
    signUp.mutate(
      {
        email: address,
        ...browserTimezone(),
        locale: (i18n.language === 'ja' ? 'ja' : 'en') satisfies Locale,
        ...signUpReferer(document.referrer),
      },
      {
        onError: (error) => {
          if (isApiError(error, 409)) handleExistingAccount(address);
          else notifyError(describeFailure(t, error), { title: t('auth.signUp.failed') });
        },
      },
    );
  }

  return (
    <CenteredCard title={t('auth.signUp.title')}>
      <Text size="sm" c="dimmed">
        {t('auth.signUp.intro')}
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
          <Button type="submit" disabled={!isEnabled} loading={signUp.isPending} fullWidth>
            {t('auth.signUp.submit')}
          </Button>
        </Stack>
      </form>
      <SportsengineSignInLink returnTo={afterSignUpPath(returnParam)} />
      <Text size="sm">
        {t('auth.signUp.haveAccount')}{' '}
        <Anchor component={Link} to={`/sign-in${keepReturn ? `?${keepReturn}` : ''}`}>
          {t('auth.signIn.link')}
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
